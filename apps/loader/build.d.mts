import type { OutputAsset, OutputChunk, RollupOptions } from 'rollup';

export function configs(outDir: string): RollupOptions[];
export function build(outDir: string): Promise<(OutputChunk | OutputAsset)[][]>;
