import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** Code-chunk load failures raise an error after 120 s (spec 1 section 8). */
export const CHUNK_TIMEOUT_MS = 120_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Loading this screen timed out.')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err) => {
        clearTimeout(timer);
        reject(err);
      },
    );
  });
}

/**
 * A route-level chunk: `lazyPage(() => import('../features/reviews/screens'), 'ReviewsPage')`.
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    const module = await withTimeout(load(), CHUNK_TIMEOUT_MS);
    return { default: module[name] as ComponentType };
  });
}
