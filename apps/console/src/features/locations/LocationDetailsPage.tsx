import { useLocation as useLocationData, usePermission } from '@plaudit/hooks';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageLoading } from '../../components/PageLoading';
import { usePageTitle } from '../../components/PageTitle';
import { useBasePath, withBase } from '../../lib/paths';
import { LocationForm } from './LocationForm';
import { LocationView } from './LocationView';
import { listQueryOf } from './location-form';

/** /settings/locations/:id/details: the location, edit mode, sync, delete, photos. */
export function LocationDetailsPage() {
  const { id } = useParams();
  const locationId = Number(id);
  const base = useBasePath();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const permission = usePermission();
  const canUpdate = permission.can('location', 'update');
  const {
    data: location,
    error,
    mutate,
  } = useLocationData(Number.isFinite(locationId) ? locationId : null);
  const [editing, setEditing] = useState(false);
  const withEdit = params.get('withEdit') === 'true' && canUpdate;
  const editMode = canUpdate && (editing || withEdit);
  usePageTitle(location?.name ?? 'Location Details');
  const listQuery = listQueryOf(params);
  const listHref = withBase(base, `/settings/locations${listQuery}`);

  const leaveEdit = () => {
    setEditing(false);
    if (params.has('withEdit'))
      setParams(
        (p) => {
          const n = new URLSearchParams(p);
          n.delete('withEdit');
          n.delete('fromLL');
          return n;
        },
        { replace: true },
      );
  };

  if (error)
    return (
      <section className="page" aria-labelledby="page-title">
        <p className="breadcrumb">
          <Link to={listHref}>Back to Locations</Link>
        </p>
        <h1 id="page-title">Location Details</h1>
        <p className="form-error" role="alert">
          {error.message}
        </p>
      </section>
    );
  if (!location) return <PageLoading />;

  return (
    <section className="page location-details" aria-labelledby="page-title">
      <p className="breadcrumb">
        <Link to={listHref}>Back to Locations</Link>
      </p>
      {editMode ? (
        <>
          <div className="page-header">
            <h1 id="page-title">Edit {location.name}</h1>
          </div>
          <LocationForm
            location={location}
            onCancel={async () => {
              await mutate();
              leaveEdit();
            }}
            onSaved={async (saved) => {
              await mutate(saved, { revalidate: true });
              setEditing(false);
              navigate(withBase(base, `/settings/locations/${saved.id}/details${listQuery}`), {
                replace: true,
              });
            }}
          />
        </>
      ) : (
        <LocationView
          location={location}
          listHref={listHref}
          onEdit={() => setEditing(true)}
          refresh={() => void mutate()}
        />
      )}
    </section>
  );
}
