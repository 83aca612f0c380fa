/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { DayHours, PublicWidgetLocation, Weekday } from '@plaudit/api-client/schemas';
import { useEffect, useState } from 'preact/hooks';
import { formatDate } from '../dates';
import { type Dict, type Lang, safeUrl, texts } from '../i18n';
import type { ViewProps } from '../settings';

type Key =
  | 'hours'
  | 'holiday'
  | 'openNow'
  | 'closedNow'
  | 'closed'
  | 'open24'
  | 'temporarily_inactive'
  | 'inactive'
  | 'address'
  | 'phone'
  | 'website'
  | 'today';

const dict: Dict<Key> = {
  en: {
    hours: 'Hours',
    holiday: 'Holiday hours',
    openNow: 'Open now',
    closedNow: 'Closed now',
    closed: 'Closed',
    open24: 'Open 24 hours',
    temporarily_inactive: 'Temporarily closed',
    inactive: 'Permanently closed',
    address: 'Address',
    phone: 'Phone',
    website: 'Website',
    today: 'today',
  },
  es: {
    hours: 'Horario',
    holiday: 'Horario festivo',
    openNow: 'Abierto ahora',
    closedNow: 'Cerrado ahora',
    closed: 'Cerrado',
    open24: 'Abierto 24 horas',
    temporarily_inactive: 'Cerrado temporalmente',
    inactive: 'Cerrado permanentemente',
    address: 'Dirección',
    phone: 'Teléfono',
    website: 'Sitio web',
    today: 'hoy',
  },
  fr: {
    hours: 'Horaires',
    holiday: 'Horaires des jours fériés',
    openNow: 'Ouvert actuellement',
    closedNow: 'Fermé actuellement',
    closed: 'Fermé',
    open24: 'Ouvert 24 h/24',
    temporarily_inactive: 'Fermé temporairement',
    inactive: 'Fermé définitivement',
    address: 'Adresse',
    phone: 'Téléphone',
    website: 'Site web',
    today: 'aujourd’hui',
  },
  de: {
    hours: 'Öffnungszeiten',
    holiday: 'Feiertagsöffnungszeiten',
    openNow: 'Jetzt geöffnet',
    closedNow: 'Jetzt geschlossen',
    closed: 'Geschlossen',
    open24: '24 Stunden geöffnet',
    temporarily_inactive: 'Vorübergehend geschlossen',
    inactive: 'Dauerhaft geschlossen',
    address: 'Adresse',
    phone: 'Telefon',
    website: 'Website',
    today: 'heute',
  },
};

export const css = `.loc{display:flex;flex-direction:column;gap:14px}
.status{display:inline-flex;align-items:center;gap:8px;font-weight:600}
.status::before{content:"";width:10px;height:10px;border-radius:50%;background:#c62828}
.status.open::before{background:#2e7d32}
.al{display:block}
.contact{display:grid;grid-template-columns:auto 1fr;gap:4px 12px}
.contact dt{color:var(--mu)}
.hours{border-collapse:collapse;width:100%;max-width:420px}
.hours caption{text-align:start;font-weight:700;padding-bottom:4px}
.hours th,.hours td{text-align:start;font-weight:400;padding:4px 0;border-top:1px solid var(--bd);vertical-align:top}
.hours th{padding-inline-end:16px}
.hours tr.today th,.hours tr.today td{font-weight:700}`;

export const DAYS: Weekday[] = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
];
type Range = { open_time: string; close_time: string };

const minutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
};
/** A range closing at or before it opens runs past midnight (18:00-02:00). */
const within = (ranges: Range[], m: number) =>
  ranges.some((x) => {
    const o = minutes(x.open_time);
    const c = minutes(x.close_time);
    return c > o ? m >= o && m < c : m >= o;
  });

/** Weekday, date and minutes since midnight now in `timeZone`; null when the zone is unknown. */
export function nowIn(timeZone: string, at = new Date()) {
  try {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'long',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(at);
    const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    return {
      day: get('weekday').toLowerCase() as Weekday,
      date: `${get('year')}-${get('month')}-${get('day')}`,
      minutes: (Number(get('hour')) % 24) * 60 + Number(get('minute')),
    };
  } catch {
    return null;
  }
}

/** Open at `at`, from the hours and holiday hours in the location's time zone (null: unknown). */
export function openAt(loc: PublicWidgetLocation, at = new Date()): boolean | null {
  if (loc.open_status && loc.open_status !== 'active') return false;
  const now = loc.hours ? nowIn(loc.timezone, at) : null;
  if (!now || !loc.hours) return loc.open_now ?? null;
  const holiday = loc.holiday_hours?.find((x) => x.date === now.date);
  if (holiday)
    return !holiday.closed && (holiday.hours.length === 0 || within(holiday.hours, now.minutes));
  const i = DAYS.indexOf(now.day);
  const yesterday = loc.hours[DAYS[(i + 6) % 7]!];
  if (
    yesterday?.open &&
    !yesterday.is_24_hours &&
    yesterday.hours.some(
      (x) => minutes(x.close_time) <= minutes(x.open_time) && now.minutes < minutes(x.close_time),
    )
  )
    return true;
  const today = loc.hours[now.day];
  if (!today?.open) return false;
  return today.is_24_hours || within(today.hours, now.minutes);
}

function rangesText(lang: Lang, ranges: Range[]): string {
  const f = new Intl.DateTimeFormat(lang, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  const time = (hhmm: string) => f.format(Date.UTC(2000, 0, 1, 0, minutes(hhmm)));
  return ranges.map((x) => `${time(x.open_time)} – ${time(x.close_time)}`).join(', ');
}

function dayText(t: ReturnType<typeof texts<Key>>, lang: Lang, d: DayHours | undefined): string {
  if (!d?.open) return t('closed');
  if (d.is_24_hours || d.hours.length === 0) return t('open24');
  return rangesText(lang, d.hours);
}

/** Location Information: name, open status, address, phone, website, hours and holiday hours. */
export function View({ w, r }: ViewProps) {
  const t = texts(dict, r.lang);
  const loc = w.data.location;
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  if (!loc) return <section class="root box" part="root" aria-label={w.name} />;

  const today = nowIn(loc.timezone, now);
  const open = openAt(loc, now);
  const website = safeUrl(loc.website);
  const phone = loc.phone?.replace(/[^\d+]/g, '');
  const holidays = (loc.holiday_hours ?? []).filter((x) => !today || x.date >= today.date);
  const weekday = new Intl.DateTimeFormat(r.lang, { weekday: 'long', timeZone: 'UTC' });
  const status =
    loc.open_status && loc.open_status !== 'active'
      ? t(loc.open_status)
      : open === null
        ? null
        : t(open ? 'openNow' : 'closedNow');

  return (
    <section class="root box loc" part="root" aria-label={loc.name}>
      <h2 part="title">{loc.name}</h2>
      {status && (
        <p class={open ? 'status open' : 'status'} part="status">
          {status}
        </p>
      )}
      <dl class="contact">
        {loc.address_lines?.length > 0 && (
          <>
            <dt>{t('address')}</dt>
            <dd>
              <address part="address">
                {loc.address_lines.map((line) => (
                  <span class="al" key={line}>
                    {line}
                  </span>
                ))}
              </address>
            </dd>
          </>
        )}
        {phone && (
          <>
            <dt>{t('phone')}</dt>
            <dd>
              <a part="phone" href={`tel:${phone}`}>
                {loc.phone}
              </a>
            </dd>
          </>
        )}
        {website && (
          <>
            <dt>{t('website')}</dt>
            <dd>
              <a part="website" href={website.href}>
                {website.hostname.replace(/^www\./, '')}
              </a>
            </dd>
          </>
        )}
      </dl>
      {loc.hours && (
        <table class="hours" part="hours">
          <caption>{t('hours')}</caption>
          <tbody>
            {DAYS.map((day, i) => {
              const isToday = today?.day === day;
              return (
                <tr
                  key={day}
                  class={isToday ? 'today' : undefined}
                  aria-current={isToday ? 'date' : undefined}
                >
                  <th scope="row">
                    {weekday.format(Date.UTC(2024, 0, 1 + i))}
                    {isToday && <span class="sr"> ({t('today')})</span>}
                  </th>
                  <td>{dayText(t, r.lang, loc.hours?.[day])}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {holidays.length > 0 && (
        <table class="hours" part="holiday-hours">
          <caption>{t('holiday')}</caption>
          <tbody>
            {holidays.map((x) => (
              <tr key={x.date}>
                <th scope="row">
                  <time dateTime={x.date}>
                    {formatDate(r.lang, x.date, {
                      weekday: 'short',
                      month: 'short',
                      day: 'numeric',
                      timeZone: 'UTC',
                    })}
                  </time>
                </th>
                <td>
                  {x.closed
                    ? t('closed')
                    : x.hours.length
                      ? rangesText(r.lang, x.hours)
                      : t('open24')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
