/**
 * The answers fetched while the signed-in frame's code loaded (routes/frame-start.ts), by SWR
 * key: the frame hands them to SWR as `fallback`, so its first render already has them.
 */
export const frameFallback: Record<string, unknown> = {};
