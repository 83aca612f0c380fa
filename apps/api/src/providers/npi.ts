import type { NpiResult, NpiSearchQuery } from '@plaudit/api-client/schemas';
import sample from './npi/sample-registry.json' with { type: 'json' };

/**
 * The NPI registry (US National Provider Identifiers). `nppesRegistry` is the
 * real CMS NPPES API (https://npiregistry.cms.hhs.gov/api/?version=2.1),
 * selected with NPI_PROVIDER=nppes or NPI_REGISTRY_URL. The default is the
 * bundled sample registry (npi/sample-registry.json: the NPIs of the demo
 * health-care account's clinics and providers).
 */
export interface NpiRegistry {
  readonly name: string;
  lookup(number: string): Promise<NpiResult[]>;
  search(query: Omit<NpiSearchQuery, 'account_id'>): Promise<NpiResult[]>;
}

/** The registry could not be reached or answered nonsense. */
export class NpiUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NpiUnavailableError';
  }
}

type Entry = Omit<NpiResult, 'name'>;

export const displayName = (e: Entry) =>
  e.organization_name ??
  [e.first_name, e.middle_name, e.last_name].filter(Boolean).join(' ') +
    (e.credential ? `, ${e.credential}` : '');

const withName = (e: Entry): NpiResult => ({ ...e, name: displayName(e) });
const norm = (s: string | null | undefined) => (s ?? '').trim().toLowerCase();
const words = (s: string | null) =>
  norm(s)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** Name matching like NPPES: a trailing '*' is a prefix wildcard; organisations match on words. */
function nameMatches(wanted: string | undefined, entry: Entry, field: 'first_name' | 'last_name') {
  if (!wanted) return true;
  const w = norm(wanted);
  const test = (v: string) => (w.endsWith('*') ? v.startsWith(w.slice(0, -1)) : v === w);
  if (entry.enumeration_type === 'NPI-2') return words(entry.organization_name).some(test);
  return test(norm(entry[field]));
}

export function sampleNpiRegistry(entries: Entry[] = sample.results as Entry[]): NpiRegistry {
  return {
    name: 'sample',
    async lookup(number) {
      return entries.filter((e) => e.number === number).map(withName);
    },
    async search(q) {
      return entries
        .filter(
          (e) =>
            nameMatches(q.first_name, e, 'first_name') &&
            nameMatches(q.last_name, e, 'last_name') &&
            (!q.city || norm(e.city) === norm(q.city)) &&
            (!q.state || norm(e.state) === norm(q.state)) &&
            (!q.postal_code || norm(e.postal_code).startsWith(norm(q.postal_code).slice(0, 5))),
        )
        .map(withName);
    },
  };
}

type NppesResult = {
  number: number | string;
  enumeration_type: 'NPI-1' | 'NPI-2';
  basic?: {
    first_name?: string;
    middle_name?: string;
    last_name?: string;
    credential?: string;
    organization_name?: string;
  };
  addresses?: {
    address_purpose?: string;
    address_1?: string;
    city?: string;
    state?: string;
    postal_code?: string;
  }[];
};

/** The CMS NPPES registry API, version 2.1. */
export function nppesRegistry(
  baseUrl = 'https://npiregistry.cms.hhs.gov/api/',
  fetchImpl: typeof fetch = fetch,
): NpiRegistry {
  async function call(params: Record<string, string | undefined>): Promise<NpiResult[]> {
    const url = new URL(baseUrl);
    url.searchParams.set('version', '2.1');
    for (const [k, v] of Object.entries(params)) if (v) url.searchParams.set(k, v);
    let body: { results?: NppesResult[]; Errors?: unknown[] };
    try {
      const res = await fetchImpl(url, { signal: AbortSignal.timeout(10_000) });
      if (!res.ok) throw new NpiUnavailableError(`NPPES answered ${res.status}`);
      body = (await res.json()) as typeof body;
    } catch (err) {
      if (err instanceof NpiUnavailableError) throw err;
      throw new NpiUnavailableError(`NPPES unreachable: ${(err as Error).message}`);
    }
    if (body.Errors?.length) return [];
    return (body.results ?? []).map((r) => {
      const a = r.addresses?.find((x) => x.address_purpose === 'LOCATION') ?? r.addresses?.[0];
      return withName({
        number: String(r.number),
        enumeration_type: r.enumeration_type,
        first_name: r.basic?.first_name ?? null,
        middle_name: r.basic?.middle_name ?? null,
        last_name: r.basic?.last_name ?? null,
        credential: r.basic?.credential ?? null,
        organization_name: r.basic?.organization_name ?? null,
        address: a?.address_1 ?? null,
        city: a?.city ?? null,
        state: a?.state ?? null,
        postal_code: a?.postal_code ?? null,
      });
    });
  }
  return {
    name: 'nppes',
    lookup: (number) => call({ number }),
    search: (q) =>
      call({
        first_name: q.first_name,
        last_name: q.last_name,
        city: q.city,
        state: q.state,
        postal_code: q.postal_code,
        limit: '20',
      }),
  };
}
