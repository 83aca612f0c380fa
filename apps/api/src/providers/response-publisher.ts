/**
 * Publishes review responses to the directory a review came from (Google,
 * Facebook, ...) and removes them again. The real directory clients sit behind
 * this interface; the local implementation below is the default and the tests'.
 */
export type PublishableResponse = {
  id: number;
  account_id: number;
  review_id: number;
  source_code: string;
  content: string;
};

export interface ResponsePublisher {
  readonly name: string;
  /** Publishes (or republishes) the response; throws when the directory refuses. */
  publish(response: PublishableResponse): Promise<{ external_id: string }>;
  /** Removes a published response; throws when the directory refuses. */
  remove(response: PublishableResponse): Promise<void>;
}

/** Content markers that make the local publisher fail (for tests and demos). */
export const FAIL_PUBLISH_MARKER = '[fail-publish]';
export const FAIL_PUBLISH_ONCE_MARKER = '[fail-publish-once]';
export const FAIL_DELETE_MARKER = '[fail-delete]';

/**
 * Succeeds after a short simulated delay. Content containing `[fail-publish]`
 * always fails to publish, `[fail-publish-once]` fails the first attempt per
 * response only, and `[fail-delete]` fails to be removed.
 */
export function localResponsePublisher(opts: { delayMs?: number } = {}): ResponsePublisher & {
  published: Map<number, string>;
} {
  const delay = () => new Promise((r) => setTimeout(r, opts.delayMs ?? 150));
  const failedOnce = new Set<number>();
  const published = new Map<number, string>();
  return {
    name: 'local',
    published,
    async publish(r) {
      await delay();
      if (r.content.includes(FAIL_PUBLISH_MARKER))
        throw new Error('The directory refused the response');
      if (r.content.includes(FAIL_PUBLISH_ONCE_MARKER) && !failedOnce.has(r.id)) {
        failedOnce.add(r.id);
        throw new Error('The directory is unavailable');
      }
      published.set(r.id, r.content);
      return { external_id: `local-${r.source_code}-${r.id}` };
    },
    async remove(r) {
      await delay();
      if (r.content.includes(FAIL_DELETE_MARKER))
        throw new Error('The directory refused to remove the response');
      published.delete(r.id);
    },
  };
}
