// What the global setup hands to each test file.
export {};

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's seeded database; `marker` says when the seed is done (test/wait-for-seed.ts). */
    testDb: { kind: 'pglite' | 'postgres'; serverUrl: string; snapshot: string; marker: string };
  }
}
