import { useAccount, usePermission } from '@plaudit/hooks';
import { Button, buttonClass, Modal } from '@plaudit/ui-kit';
import { Link } from 'react-router';
import { useBasePath, withBase } from '../../lib/paths';
import { EXPORT_TEXTS } from './export-poller';

export const UPGRADE_HREF = '/settings/billing/edit';

/** Days left in the trial as a sentence (daysLeftInTrial is -1 when the trial has no end). */
export function trialDaysText(daysLeft: number | null | undefined): string | null {
  if (daysLeft == null || daysLeft < 0) return null;
  if (daysLeft === 0) return 'Your trial ends today.';
  return `You have ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'} left in your trial.`;
}

/**
 * The trial upsell of spec 1 section 6: exports are blocked for trial accounts; the modal
 * shows the days left and offers the upgrade to admins only (others contact an admin).
 */
export function TrialUpsellModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data: account } = useAccount();
  const { isUserType } = usePermission();
  const base = useBasePath();
  const admin = isUserType('administrator');
  const days = trialDaysText(account?.daysLeftInTrial);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={EXPORT_TEXTS.trial}
      footer={
        <div className="button-row">
          {admin && (
            <Link className={buttonClass('primary')} to={withBase(base, UPGRADE_HREF)}>
              Upgrade now
            </Link>
          )}
          <Button type="button" variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      }
    >
      {days && <p>{days}</p>}
      <p>
        {admin
          ? 'Upgrade your plan to export your data.'
          : 'Contact an admin of your account to upgrade and export your data.'}
      </p>
    </Modal>
  );
}
