import type { Alert } from '@plaudit/api-client';
import { toast, toastError, useAlerts, useApi, usePermission, useSources } from '@plaudit/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { CardListState, OnOffBadge, SwitchButton } from '../../components/CardListState';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import { usePageTitle } from '../../components/PageTitle';
import { useBasePath, withBase } from '../../lib/paths';
import { sourcesText } from '../response-templates/template-fields';
import '../response-templates/response-templates.css';
import '../reviews/reviews.css';
import { AlertForm } from './AlertForm';
import { describeAlert } from './describe-alert';

/**
 * /settings/alerts: who hears about which arriving reviews — at once or in a daily digest, by
 * e-mail and (with SMS alerts in the plan) by text message. Everyone manages their own alerts;
 * administrators also those of the account's other users.
 */
export function AlertsPage() {
  usePageTitle('Alerts');
  const base = useBasePath();
  const { api } = useApi();
  const { can } = usePermission();
  const canEdit = can('alert', 'update');
  const managesOthers = can('user', 'update');
  const { data, error, mutate } = useAlerts({ per_page: 100 });
  const { data: sources } = useSources({ per_page: 100 });
  const [editing, setEditing] = useState<Alert | 'new' | null>(null);
  const [confirm, setConfirm] = useState<Alert | null>(null);
  const sourceName = new Map((sources?.items ?? []).map((s) => [s.id, s.name]));

  const toggle = async (alert: Alert) => {
    try {
      await api.alerts.update(alert.id, { enabled: !alert.enabled });
      toast.success(`“${alert.name}” is ${alert.enabled ? 'off' : 'on'}`, 3000);
      await mutate();
    } catch (err) {
      toastError(err, 'The alert could not be changed.');
    }
  };
  const remove = async (alert: Alert) => {
    setConfirm(null);
    try {
      await api.alerts.remove(alert.id);
      toast.success(`Deleted “${alert.name}”`, 3000);
      await mutate();
    } catch (err) {
      toastError(err, 'The alert could not be deleted.');
    }
  };

  return (
    <section className="page" aria-labelledby="page-title">
      <p className="breadcrumb">
        <Link to={withBase(base, '/settings')}>Back to Account &amp; Settings</Link>
      </p>
      <header className="page-header">
        <h1 id="page-title">Alerts</h1>
        {canEdit && editing === null && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => setEditing('new')}
          >
            New alert
          </button>
        )}
      </header>
      <p className="empty-state__description">
        Hear about new reviews as they arrive, or once a day in a digest. Every alert e-mail has a
        link to switch that alert off.
      </p>
      {editing !== null && (
        <AlertForm
          alert={editing === 'new' ? null : editing}
          managesOthers={managesOthers}
          onCancel={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null);
            await mutate();
          }}
        />
      )}
      <CardListState
        data={data?.items}
        error={error}
        onRetry={() => void mutate()}
        noun="alerts"
        empty={{
          title: 'No alerts yet',
          description: 'For example: an e-mail the moment a review of two stars or less arrives.',
        }}
      >
        {(items) => (
          <ul className="card-grid" aria-label="Alerts">
            {items.map((a) => (
              <li key={a.id} className="card">
                <h2>{a.name}</h2>
                <p>{describeAlert(a, (ids) => sourcesText(ids, sourceName))}</p>
                {managesOthers && <p className="field__hint">For {a.user_name}</p>}
                <OnOffBadge on={a.enabled} />
                {canEdit && (
                  <div className="button-row">
                    <SwitchButton on={a.enabled} name={a.name} onClick={() => void toggle(a)} />
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      aria-label={`Edit ${a.name}`}
                      onClick={() => setEditing(a)}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      className="link-button"
                      aria-label={`Delete ${a.name}`}
                      onClick={() => setConfirm(a)}
                    >
                      Delete
                    </button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardListState>
      <ConfirmDelete
        item={confirm}
        name={(x) => x.name}
        onConfirm={(x) => void remove(x)}
        onCancel={() => setConfirm(null)}
      >
        <p>No more e-mails or text messages are sent for it.</p>
      </ConfirmDelete>
    </section>
  );
}
