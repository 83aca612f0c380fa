/** The demo seed's anchor in tests, so figures do not move with the calendar. */
export const TEST_ANCHOR = new Date('2026-06-15T00:00:00Z');
