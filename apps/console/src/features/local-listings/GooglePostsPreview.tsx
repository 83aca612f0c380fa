import { readCookie, writeCookie } from '@plaudit/hooks';
import { Modal } from '@plaudit/ui-kit';
import { useState } from 'react';
import { localToday } from '../locations/holiday-hours';
import {
  GOOGLE_POSTS_COOKIE,
  GOOGLE_POSTS_COOKIE_DAYS,
  postsPreviewDismissal,
  shouldShowPostsPreview,
} from './posts-photos-logic';
import './local-listings.css';

/** The Google Posts preview modal (spec 3 section 4.4), remembered in a cookie for 365 days. */
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
  return (
    <Modal
      open={open}
      onClose={() => dismiss('close')}
      title="New: Google Posts"
      description="Publish updates, offers and events to the Google Business Profiles of many locations at once."
      footer={
        <div className="button-row">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => dismiss('got_it')}
          >
            Got It
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => dismiss('show_me')}
          >
            Show Me
          </button>
        </div>
      }
    >
      <p>Select locations with the checkboxes in the table, then choose Create Google Post.</p>
    </Modal>
  );
}
