import { ApiError, type PlauditApi } from '@plaudit/api-client';
import type { LocationFormState } from './location-form';
import { NPI_MESSAGES, npiBlurError, npiSearchFromLocation, uniqueNpi } from './npi';

export type NpiNote = { error?: string; name?: string };

/**
 * The NPI field's two look-ups (spec 2): the typed number in the registry, and a
 * search by the location's public name and address that fills the number in.
 * Each ends in a note under the field: the provider's name, or why not.
 */
export function npiLookups({
  api,
  accountId,
  form,
  patch,
  setNote,
}: {
  api: PlauditApi;
  accountId: number | undefined;
  form: LocationFormState;
  patch: (p: Partial<LocationFormState>) => void;
  setNote: (note: NpiNote) => void;
}) {
  const lookupNpiNumber = async (value: string) => {
    const blur = npiBlurError(value);
    if (blur) return setNote({ error: blur });
    if (!value.trim()) return setNote({});
    try {
      const { results } = await api.npi.lookup(value.trim(), { account_id: accountId });
      const match = uniqueNpi(results);
      setNote(match ? { name: match.name } : { error: NPI_MESSAGES.notFound });
    } catch (err) {
      setNote({
        error:
          err instanceof ApiError && err.status === 400
            ? NPI_MESSAGES.notFound
            : NPI_MESSAGES.unreachable,
      });
    }
  };

  const lookupNpiByName = async () => {
    const q = npiSearchFromLocation({
      public_name: form.public_name,
      city: form.city,
      state_code: form.state?.code ?? null,
      zipcode: form.zipcode,
    });
    if (!q) return setNote({ error: NPI_MESSAGES.noMatch });
    try {
      const { results } = await api.npi.search({ ...q, account_id: accountId });
      const match = uniqueNpi(results);
      if (!match) return setNote({ error: NPI_MESSAGES.noMatch });
      patch({ npi: match.number });
      setNote({ name: match.name });
    } catch {
      setNote({ error: NPI_MESSAGES.unreachable });
    }
  };

  return { lookupNpiNumber, lookupNpiByName };
}
