import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** Code-chunk load failures raise an error after 120 s (spec 1 section 8). */
export const CHUNK_TIMEOUT_MS = 120_000;

/**
 * The chunk's module, or an error after `ms`. Its module comes a task after the chunk arrived:
 * the chunk's evaluation (and whatever else its arrival ran) and the first render of what it
 * exports are separate tasks instead of one long one, and the frame renders (its screen's
 * skeleton meanwhile) in a task before its screen.
 */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Loading this screen timed out.')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        setTimeout(resolve, 0, value);
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
