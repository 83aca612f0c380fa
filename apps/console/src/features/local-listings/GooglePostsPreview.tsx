import { readCookie, writeCookie } from '@plaudit/hooks';
import { useState } from 'react';
import { localToday } from '../locations/holiday-hours';
import {
  GOOGLE_POSTS_COOKIE,
  GOOGLE_POSTS_COOKIE_DAYS,
  postsPreviewDismissal,
  shouldShowPostsPreview,
} from './posts-photos-logic';
import './local-listings.css';
import { Button } from '@plaudit/ui-kit';

/** Said beside the table after Show Me, until a location is selected. */
export const POSTS_SHOW_ME_HINT =
  'Select the locations to post to with the checkboxes in the table, then choose Create Google Post.';

/** After Show Me: the next step, said beside the table until a row is selected. */
export function PostsNextStep() {
  return (
    <p className="ll-bulk-banner" role="status">
      {POSTS_SHOW_ME_HINT}
    </p>
  );
}

/**
 * The Google Posts announcement (spec 3 section 4.4's preview), remembered in a cookie for 365
 * days. It sits above the table instead of blocking the page on the first visit.
 */
export function GooglePostsPreview({ onShowMe }: { onShowMe: () => void }) {
  const today = localToday();
  const [open, setOpen] = useState(() =>
    shouldShowPostsPreview(readCookie(GOOGLE_POSTS_COOKIE), today),
  );
  const dismiss = (via: 'close' | 'got_it' | 'show_me') => {
    writeCookie(
      GOOGLE_POSTS_COOKIE,
      postsPreviewDismissal(readCookie(GOOGLE_POSTS_COOKIE), today, via),
      GOOGLE_POSTS_COOKIE_DAYS,
    );
    setOpen(false);
    if (via === 'show_me') onShowMe();
  };
  if (!open) return null;
  // An announcement beside the table, not a dialog in front of it: the page stays usable.
  return (
    <aside className="notice ll-posts-preview" aria-labelledby="ll-posts-preview-title">
      <div>
        <h2 id="ll-posts-preview-title" className="ll-posts-preview__title">
          New: Google Posts
        </h2>
        <p>
          Publish updates, offers and events to the Google Business Profiles of many locations at
          once. Select locations with the checkboxes in the table, then choose Create Google Post.
        </p>
      </div>
      <div className="button-row">
        <Button type="button" variant="secondary" size="sm" onClick={() => dismiss('got_it')}>
          Got It
        </Button>
        <Button type="button" variant="primary" size="sm" onClick={() => dismiss('show_me')}>
          Show Me
        </Button>
      </div>
    </aside>
  );
}
