/**
 * The design tokens: one type scale, spacing scale, control height per size, radius set and
 * colour palette for every Plaudit screen. styles.css declares the same values as
 * `--plaudit-*` custom properties (`tokenProperties` lists them; a unit test keeps the two in
 * step), so CSS uses `var(--plaudit-space-3)` and code that draws (charts, canvases) uses
 * `TOKENS.space[3]`.
 */
export const TOKENS = {
  /** Font sizes, smallest to largest: caption, small, body, lead, title, heading, display. */
  fontSize: {
    xs: '12px',
    sm: '13px',
    md: '14px',
    lg: '16px',
    xl: '18px',
    '2xl': '22px',
    '3xl': '28px',
  },
  lineHeight: { tight: '1.25', normal: '1.5' },
  fontWeight: { normal: '400', medium: '500', bold: '600' },
  /** A 4 px grid. */
  space: {
    0: '0',
    1: '4px',
    2: '8px',
    3: '12px',
    4: '16px',
    5: '20px',
    6: '24px',
    8: '32px',
    10: '40px',
  },
  /**
   * The height of every single-line control of a size: buttons, text inputs, selects,
   * dropdown and date-range triggers, typeaheads. Small is for table rows and toolbars.
   */
  controlHeight: { sm: '32px', md: '38px', lg: '44px' },
  /** The horizontal padding of a control of each size. */
  controlPaddingX: { sm: '10px', md: '14px', lg: '18px' },
  radius: { sm: '4px', md: '6px', lg: '8px', pill: '999px' },
  color: {
    text: '#1f2933',
    textMuted: '#5f6b7a',
    bg: '#ffffff',
    surface: '#f5f7fa',
    border: '#cbd2d9',
    borderStrong: '#6b7280',
    primary: '#1d4ed8',
    primaryText: '#ffffff',
    hoverBg: '#eef2f7',
    selectedBg: '#e3ecfb',
    focus: '#1d4ed8',
    danger: '#b91c1c',
    error: '#c62828',
    success: '#2e7d32',
    warning: '#b45309',
    info: '#1d5fd1',
  },
  /** The gap between the buttons of a group (a row of actions, a dialog footer). */
  buttonGap: '8px',
} as const;

export type Tokens = typeof TOKENS;
export type ControlSize = keyof Tokens['controlHeight'];
export const CONTROL_SIZES = ['sm', 'md', 'lg'] as const satisfies readonly ControlSize[];

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Every token as its custom property: `{'--plaudit-space-3': '12px', ...}`. */
export function tokenProperties(tokens: Tokens = TOKENS): Record<string, string> {
  const out: Record<string, string> = {};
  const groups: [string, Record<string, string>][] = [
    ['font-size', tokens.fontSize],
    ['line-height', tokens.lineHeight],
    ['font-weight', tokens.fontWeight],
    ['space', tokens.space],
    ['control-height', tokens.controlHeight],
    ['control-padding-x', tokens.controlPaddingX],
    ['radius', tokens.radius],
    ['color', tokens.color],
  ];
  for (const [prefix, group] of groups) {
    for (const [key, value] of Object.entries(group)) {
      out[`--plaudit-${prefix}-${kebab(key)}`] = value;
    }
  }
  out['--plaudit-button-gap'] = tokens.buttonGap;
  return out;
}
