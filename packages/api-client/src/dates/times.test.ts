import { describe, expect, it } from 'vitest';
import { formatTime12, parseTime } from './times';

describe('parseTime', () => {
  it.each([
    ['9:00', '09:00'],
    ['09:30', '09:30'],
    ['23:59', '23:59'],
    ['9:00 AM', '09:00'],
    ['09:00 PM', '21:00'],
    ['9:00PM', '21:00'],
    ['12:00AM', '00:00'],
    ['12:30 pm', '12:30'],
    ['9:15 p.m.', '21:15'],
  ])('%s → %s', (input, out) => expect(parseTime(input)).toBe(out));

  it.each(['24:00', '9', '9:5', '13:00 PM', '0:00 AM', 'noon', '9.00', '', '9 AM'])(
    'rejects %s',
    (input) => expect(parseTime(input)).toBeNull(),
  );

  it('takes "h A" only where the bulk holiday entry allows it', () => {
    expect(parseTime('9 AM', { hourOnly: true })).toBe('09:00');
    expect(parseTime('12 pm', { hourOnly: true })).toBe('12:00');
    expect(parseTime('13 PM', { hourOnly: true })).toBeNull();
  });

  it('shows HH:mm as h:mm A', () => {
    expect(formatTime12('00:30')).toBe('12:30 AM');
    expect(formatTime12('13:00')).toBe('1:00 PM');
    expect(formatTime12('24 hours')).toBe('24 hours');
  });
});
