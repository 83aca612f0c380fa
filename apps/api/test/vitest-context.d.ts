// What the global setup hands to each test file.
export {};

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: { kind: 'pglite' | 'postgres'; serverUrl: string; snapshot: string };
  }
}
