import { toast, useApi, useUsers } from '@plaudit/hooks';
import { Typeahead, type TypeaheadOption } from '@plaudit/ui-kit';
import { useState } from 'react';
import { addRecipient, SCHEDULE_TEXTS, SCHEDULE_TOAST_MS } from './schedule-form';

/**
 * A scheduled export's recipients: the account's users, found by e-mail (spec 1: recipients must
 * be existing account users; duplicates are not added; Enter or choosing an option adds one).
 * An address that is not a user gets the spec's toast and a note under the field naming it.
 */
export function RecipientsField({
  recipients,
  onChange,
}: {
  recipients: string[];
  onChange: (recipients: string[]) => void;
}) {
  const { api } = useApi();
  const [term, setTerm] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const users = useUsers({ keywords: term || undefined, per_page: 25 });

  const options: TypeaheadOption[] = (users.data?.items ?? [])
    .filter((u) => !recipients.some((r) => r.toLowerCase() === u.email.toLowerCase()))
    .map((u) => ({ value: u.email, label: u.email }));

  const add = async (option: TypeaheadOption | null) => {
    if (!option) return;
    setNote(null);
    let emails = (users.data?.items ?? []).map((u) => u.email);
    if (option.custom) {
      try {
        const found = await api.users.list({ keywords: option.value.trim(), per_page: 25 });
        emails = found.items.map((u) => u.email);
      } catch {
        emails = [];
      }
    }
    const result = addRecipient(recipients, option.value, emails);
    if (result.ok) onChange(result.recipients);
    else if (result.reason === 'unknown') {
      toast.alert(SCHEDULE_TEXTS.noUsers, SCHEDULE_TOAST_MS);
      // The toast goes; the field keeps saying which address and why.
      setNote(`${option.value.trim()} is not a user of this account.`);
    } else if (result.reason === 'duplicate')
      setNote(`${option.value.trim()} is already a recipient.`);
  };

  return (
    <div className="field">
      <Typeahead
        label="Recipients"
        options={options}
        onSelect={(o) => void add(o)}
        onSearch={setTerm}
        matchMode="none"
        allowCustom
        clearOnSelect
        loading={users.isLoading}
        noResultsText={SCHEDULE_TEXTS.noUsers}
        placeholder="Search users by email"
        hint="Scheduled exports go to users of this account only."
      />
      {note && (
        <p className="field__hint" role="status">
          {note}
        </p>
      )}
      {recipients.length > 0 && (
        <ul className="schedule-recipients" aria-label="Recipients added">
          {recipients.map((r) => (
            <li key={r}>
              {r}
              <button
                type="button"
                aria-label={`Remove ${r}`}
                onClick={() => onChange(recipients.filter((x) => x !== r))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
