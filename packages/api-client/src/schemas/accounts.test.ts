import { describe, expect, it } from 'vitest';
import { accountUpdateBody } from './accounts';
import { isTimeZone, safeParse } from './validate';

describe('isTimeZone', () => {
  it('takes the runtime’s IANA names, UTC and links to them', () => {
    for (const tz of ['America/Chicago', 'Europe/Berlin', 'UTC', 'Asia/Kolkata', 'Asia/Calcutta'])
      expect(isTimeZone(tz)).toBe(true);
  });
  it('refuses made-up names, wrong case and offsets', () => {
    for (const tz of ['Mars/Base', 'america/chicago', '', '+02:00', 'GMT+2', '../etc'])
      expect(isTimeZone(tz)).toBe(false);
  });
});

describe('accountUpdateBody', () => {
  const labels = { support_phone: 'Support phone', support_email: 'Support email' };
  it('takes a 10-digit phone, an address, or empty to clear them', () => {
    for (const support_phone of ['(503) 555-0142', '503.555.0142', '', null])
      expect(safeParse(accountUpdateBody, { support_phone }).ok).toBe(true);
    expect(safeParse(accountUpdateBody, { support_email: '' }).ok).toBe(true);
  });
  it('names the field in its message', () => {
    const r = safeParse(
      accountUpdateBody,
      { support_phone: '555', support_email: 'x@' },
      '',
      labels,
    );
    expect(r.ok ? [] : r.issues.map((i) => i.message)).toEqual([
      'Support phone must be a 10-digit phone number',
      'Support email must be a valid email address',
    ]);
  });
});
