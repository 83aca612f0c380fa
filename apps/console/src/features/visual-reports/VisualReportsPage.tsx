import { errorMessage, type VisualReport } from '@plaudit/api-client';
import { toast, useApi, usePermission, useVisualReports } from '@plaudit/hooks';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import { usePageTitle } from '../../components/PageTitle';
import { useBasePath, withBase } from '../../lib/paths';
import { dateLabel, sharingText, VR_TEXT } from './visual-reports-text';
import './visual-reports.css';
import { Button, buttonClass } from '@plaudit/ui-kit';

/** /visual-reports: the saved reports the user may see, with create, open, edit, duplicate, delete. */
export function VisualReportsPage() {
  usePageTitle(VR_TEXT.title);
  const base = useBasePath();
  const navigate = useNavigate();
  const { api } = useApi();
  const { can } = usePermission();
  const { data, error, mutate } = useVisualReports({ per_page: 100, sort: { by: 'name' } });
  const [confirm, setConfirm] = useState<VisualReport | null>(null);
  const canCreate = can('visual_report', 'create');
  const items = data?.items;

  const remove = async (r: VisualReport) => {
    setConfirm(null);
    try {
      await api.visualReports.remove(r.id);
      toast.success(VR_TEXT.deleted, 3000);
      await mutate();
    } catch (err) {
      toast.error(err, VR_TEXT.deleteError);
    }
  };
  const duplicate = async (r: VisualReport) => {
    try {
      const copy = await api.visualReports.duplicate(r.id);
      toast.success(VR_TEXT.duplicated, 3000);
      await mutate();
      navigate(withBase(base, `/visual-reports/${copy.id}/edit`));
    } catch (err) {
      toast.error(err, VR_TEXT.saveError);
    }
  };

  const createLink = (
    <Link className={buttonClass('primary')} to={withBase(base, '/visual-reports/new')}>
      {VR_TEXT.create}
    </Link>
  );

  return (
    <section className="page vr" aria-labelledby="page-title">
      <header className="page-header">
        <h1 id="page-title">{VR_TEXT.title}</h1>
        {canCreate && items && items.length > 0 && createLink}
      </header>
      <p className="empty-state__description">{VR_TEXT.intro}</p>
      {error ? (
        <div className="form-error" role="alert">
          <p>{errorMessage(error, VR_TEXT.loadError)}</p>
          <Button type="button" variant="secondary" onClick={() => void mutate()}>
            Try again
          </Button>
        </div>
      ) : !items ? (
        <div className="card-grid" role="status" aria-label="Loading reports">
          {[0, 1, 2].map((i) => (
            <div key={i} className="card skeleton skeleton--lines" aria-hidden="true">
              <span style={{ width: '50%' }} />
              <span />
              <span />
            </div>
          ))}
        </div>
      ) : items.length === 0 ? (
        <div className="card vr-empty">
          <h2>{VR_TEXT.emptyTitle}</h2>
          <p>{VR_TEXT.emptyDescription}</p>
          {canCreate && createLink}
        </div>
      ) : (
        <ul className="card-grid vr-list" aria-label="Reports">
          {items.map((r) => (
            <li key={r.id} className="card vr-list__item">
              <h2>
                <Link to={withBase(base, `/visual-reports/${r.id}`)}>{r.name}</Link>
              </h2>
              {r.description && <p className="vr-list__description">{r.description}</p>}
              <p className="vr-list__meta">
                {r.blocks.length} {r.blocks.length === 1 ? 'block' : 'blocks'} ·{' '}
                {dateLabel(r.date_descriptor)} · {sharingText(r)}
                {r.created_by_name ? ` · by ${r.created_by_name}` : ''}
              </p>
              <div className="button-row">
                {r.can_edit && can('visual_report', 'update') && (
                  <Link
                    className={buttonClass('secondary', 'sm')}
                    to={withBase(base, `/visual-reports/${r.id}/edit`)}
                    aria-label={`Edit ${r.name}`}
                  >
                    Edit
                  </Link>
                )}
                {canCreate && (
                  <Button
                    type="button"
                    variant="secondary"
                    size="sm"
                    aria-label={`Duplicate ${r.name}`}
                    onClick={() => void duplicate(r)}
                  >
                    Duplicate
                  </Button>
                )}
                {r.can_edit && can('visual_report', 'delete') && (
                  <button
                    type="button"
                    className="link-button"
                    aria-label={`Delete ${r.name}`}
                    onClick={() => setConfirm(r)}
                  >
                    Delete
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDelete
        item={confirm}
        name={(r) => r.name}
        onConfirm={(r) => void remove(r)}
        onCancel={() => setConfirm(null)}
      >
        <p>The report is deleted for everyone it is shared with, and its scheduled e-mails stop.</p>
      </ConfirmDelete>
    </section>
  );
}
