import type { ScheduledExport } from '@plaudit/api-client';
import { describe, expect, it } from 'vitest';
import { reportHref } from './report-links';
import {
  addRecipient,
  emptyForm,
  isDirty,
  parseDayOfMonth,
  scheduleBody,
  validateSchedule,
} from './schedule-form';

const filled = () => ({ ...emptyForm(), display_name: 'Weekly reviews', recipients: ['a@x.test'] });

describe('schedule export flyout validation', () => {
  it('starts with the defaults: 13:00, Sunday, day 1, daily', () => {
    expect(emptyForm()).toMatchObject({
      scheduled_time: '13:00',
      weekday: 'sunday',
      day_of_month: 1,
      email_frequency: 'daily',
    });
  });

  it("asks to 'Fill out all sections' until name, recipients, time and frequency are set", () => {
    expect(validateSchedule(emptyForm(), 'thirtyDays')).toEqual({
      canSave: false,
      hint: 'Fill out all sections',
      dateError: null,
    });
    expect(validateSchedule({ ...filled(), recipients: [] }, 'thirtyDays').canSave).toBe(false);
    expect(validateSchedule({ ...filled(), scheduled_time: '' }, 'thirtyDays').canSave).toBe(false);
    expect(validateSchedule({ ...filled(), display_name: 'x'.repeat(101) }, 'mtd').canSave).toBe(
      false,
    );
    expect(
      validateSchedule({ ...filled(), email_frequency: 'monthly', day_of_month: null }, 'mtd')
        .canSave,
    ).toBe(false);
    expect(validateSchedule(filled(), 'thirtyDays')).toEqual({
      canSave: true,
      hint: null,
      dateError: null,
    });
  });

  it('refuses all time and custom dates', () => {
    expect(validateSchedule(filled(), 'allTime')).toMatchObject({
      canSave: false,
      dateError: 'All time date option is not supported',
    });
    expect(validateSchedule(filled(), 'custom')).toMatchObject({
      canSave: false,
      dateError: 'Select a preset date option',
    });
    expect(validateSchedule(filled(), 'ytd').canSave).toBe(true);
  });

  it('takes day of month as digits 1 to 31, ignores other input and clears on empty', () => {
    expect(parseDayOfMonth('15', 1)).toBe(15);
    expect(parseDayOfMonth('32', 15)).toBe(15);
    expect(parseDayOfMonth('0', 15)).toBe(15);
    expect(parseDayOfMonth('1a', 15)).toBe(15);
    expect(parseDayOfMonth('2.5', 15)).toBe(15);
    expect(parseDayOfMonth('', 15)).toBeNull();
  });

  it('adds only account users, matched by e-mail, and never twice', () => {
    const users = ['Admin@Demo.test', 'user@demo.test'];
    expect(addRecipient([], 'admin@demo.test', users)).toEqual({
      ok: true,
      recipients: ['Admin@Demo.test'],
    });
    expect(addRecipient(['Admin@Demo.test'], 'ADMIN@demo.test', users)).toEqual({
      ok: false,
      reason: 'duplicate',
    });
    expect(addRecipient([], 'stranger@else.test', users)).toEqual({ ok: false, reason: 'unknown' });
    expect(addRecipient([], '  ', users)).toEqual({ ok: false, reason: 'empty' });
  });

  it('knows unsaved changes and builds the body with the date legend', () => {
    const start = emptyForm();
    expect(isDirty(start, emptyForm())).toBe(false);
    expect(isDirty({ ...start, display_name: 'x' }, start)).toBe(true);
    const body = scheduleBody(filled(), 'reviews', { location_id: '3' }, 'thirtyDays');
    expect(body).toMatchObject({
      display_name: 'Weekly reviews',
      export_type: 'reviews',
      date_range_legend: 'thirty_days',
      filters: { location_id: '3', dateDescriptor: 'thirtyDays' },
      recipient_emails: ['a@x.test'],
      email_frequency: 'daily',
      scheduled_time: '13:00',
    });
  });
});

describe('scheduled export row links', () => {
  it('open the report with the export settings in the query and the flyout for editing', () => {
    const href = reportHref({
      id: 9,
      export_type: 'reviews',
      resource_id: null,
      date_range_legend: 'seven_days',
      filters: { location_id: 4, source_id: [2], review_types: ['review'], status: ['new'] },
    } as unknown as ScheduledExport);
    const [path, query] = href.split('?');
    expect(path).toBe('/reviews');
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      dateDescriptor: 'sevenDays',
      locationId: '4',
      sourceId: '2',
      reviewTypes: 'review',
      status: 'new',
      export_id: '9',
      flyout_edit: 'true',
    });
    expect(
      reportHref({
        id: 1,
        export_type: 'keyword_details',
        resource_id: 12,
        date_range_legend: 'today',
        filters: {},
      } as unknown as ScheduledExport).split('?')[0],
    ).toBe('/dashboard/keywords/12');
  });

  it('open the keyword and performance reports of those export types', () => {
    const href = (export_type: string, filters: Record<string, unknown>) =>
      reportHref({
        id: 3,
        export_type,
        resource_id: null,
        date_range_legend: 'thirty_days',
        filters,
      } as unknown as ScheduledExport);
    const detail = href('keyword_details', {
      keyword: 'fish tacos',
      search_terms: 'fish tacos',
      rating: ['5'],
    });
    expect(detail.split('?')[0]).toBe('/dashboard/keywords/fish%20tacos');
    expect(new URLSearchParams(detail.split('?')[1]).get('search_terms')).toBeNull();
    const keywords = new URLSearchParams(
      href('keywords', { sentiment: 'negative', category: 'Food' }).split('?')[1],
    );
    expect(keywords.get('sentiment')).toBe('negative');
    expect(keywords.get('category')).toBe('Food');
    expect(href('experience_categories', {}).split('?')[0]).toBe('/dashboard/keywords/categories');
    const groups = href('metric_groups', { group_id: 2, with_lag: true });
    expect(groups.split('?')[0]).toBe('/dashboard/locations');
    expect(Object.fromEntries(new URLSearchParams(groups.split('?')[1]))).toMatchObject({
      view: 'groups',
      groupId: '2',
      with_lag: 'true',
      dateDescriptor: 'thirtyDays',
    });
  });
});
