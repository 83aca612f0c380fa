import { expect } from 'vitest';

/** Reads a JSON answer after checking its status (the answer's text is the failure's message). */
export const json = async <T>(res: globalThis.Response, status: number): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
};
