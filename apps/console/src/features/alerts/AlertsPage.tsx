import { useAlerts, useListResource, usePermission, useSources } from '@plaudit/hooks';
import { CardListPage } from '../../components/CardListPage';
import { OnOffBadge, SwitchButton } from '../../components/CardListState';
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
  const { can } = usePermission();
  const canEdit = can('alert', 'update');
  const managesOthers = can('user', 'update');
  const alerts = useListResource(useAlerts({ per_page: 100 }), {
    remove: (api, a) => api.alerts.remove(a.id),
    removed: (a) => `Deleted “${a.name}”`,
    removeFailed: 'The alert could not be deleted.',
  });
  const { data: sources } = useSources({ per_page: 100 });
  const sourceName = new Map((sources?.items ?? []).map((s) => [s.id, s.name]));

  return (
    <CardListPage
      resource={alerts}
      title="Alerts"
      intro="Hear about new reviews as they arrive, or once a day in a digest. Every alert e-mail has a link to switch that alert off."
      addLabel="New alert"
      canAdd={canEdit}
      form={(alert) => (
        <AlertForm
          alert={alert}
          managesOthers={managesOthers}
          onCancel={alerts.closeForm}
          onSaved={alerts.saved}
        />
      )}
      noun="alerts"
      empty={{
        title: 'No alerts yet',
        description: 'For example: an e-mail the moment a review of two stars or less arrives.',
      }}
      listLabel="Alerts"
      name={(a) => a.name}
      body={(a) => (
        <>
          <p>{describeAlert(a, (ids) => sourcesText(ids, sourceName))}</p>
          {managesOthers && <p className="field__hint">For {a.user_name}</p>}
          <OnOffBadge on={a.enabled} />
        </>
      )}
      actions={(a) =>
        canEdit && (
          <SwitchButton
            on={a.enabled}
            name={a.name}
            onClick={() =>
              void alerts.change(
                (api) => api.alerts.update(a.id, { enabled: !a.enabled }),
                `“${a.name}” is ${a.enabled ? 'off' : 'on'}`,
                'The alert could not be changed.',
              )
            }
          />
        )
      }
      canEdit={canEdit}
      canDelete={canEdit}
      deleteNote={<p>No more e-mails or text messages are sent for it.</p>}
    />
  );
}
