import { ApiError, type Location } from '@plaudit/api-client';
import { LAST_LOCATION_ERROR } from '@plaudit/api-client/schemas';
import { toast, useAccount, useApi, useFeatureFlags, useSession } from '@plaudit/hooks';
import { Button, Modal } from '@plaudit/ui-kit';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LOCATION_FLAGS } from './shared';

export function DeleteLocation({ location, listHref }: { location: Location; listHref: string }) {
  const { api } = useApi();
  const navigate = useNavigate();
  const flags = useFeatureFlags();
  const isWhitelabel = useSession((s) => s.auth.isWhitelabel);
  const account = useAccount();
  const [modal, setModal] = useState<'confirm' | 'last' | 'blocked' | null>(null);
  const [deleting, setDeleting] = useState(false);
  const phone = account.data?.support_phone ?? null;
  const contact = isWhitelabel
    ? 'Please contact your account representative.'
    : `Please submit a support ticket${phone ? ` or call us at ${phone}` : ''}.`;

  const open = () => {
    if (flags.has(LOCATION_FLAGS.preventDelete)) return setModal('blocked');
    if (account.data && account.data.total_locations <= 1) return setModal('last');
    setModal('confirm');
  };
  const remove = async () => {
    setDeleting(true);
    try {
      await api.locations.remove(location.id);
      toast.success(`${location.name} successfully deleted`, 4000);
      void account.mutate();
      navigate(listHref);
    } catch (err) {
      if (err instanceof ApiError && err.message === LAST_LOCATION_ERROR) setModal('last');
      else {
        toast.error(err, 'There was an error deleting your location.');
        setModal(null);
      }
    } finally {
      setDeleting(false);
    }
  };
  const close = () => setModal(null);
  const gotIt = (
    <Button type="button" variant="primary" onClick={close}>
      Got it
    </Button>
  );
  return (
    <>
      <Button type="button" variant="danger" onClick={open}>
        Delete
      </Button>
      <Modal
        open={modal === 'confirm'}
        onClose={close}
        title="Delete Location"
        description={`Are you sure you want to delete ${location.name}? This cannot be undone.`}
        footer={
          <>
            <Button type="button" variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button
              type="button"
              variant="danger"
              disabled={deleting}
              onClick={() => void remove()}
            >
              Delete Location
            </Button>
          </>
        }
      />
      <Modal
        open={modal === 'last'}
        onClose={close}
        title={LAST_LOCATION_ERROR}
        description={`To close your account or replace this location, ${contact.charAt(0).toLowerCase()}${contact.slice(1)}`}
        footer={gotIt}
      />
      <Modal
        open={modal === 'blocked'}
        onClose={close}
        title="Unable to Delete Location."
        description={`Deleting locations is turned off for this account. ${contact}`}
        footer={gotIt}
      />
    </>
  );
}
