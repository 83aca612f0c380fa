import type { CSSProperties } from 'react';

/** White-label settings of spec 1, section 3. */
export interface WhitelabelSettings {
  navigation_background_color?: string | null;
  main_text_color?: string | null;
  active_text_color?: string | null;
  background_hover_color?: string | null;
  hover_text_color?: string | null;
  logo_left?: string | null;
}

/** The CSS custom property each white-label field sets. */
export const WHITELABEL_PROPERTIES = {
  navigation_background_color: '--plaudit-nav-bg',
  main_text_color: '--plaudit-nav-text',
  active_text_color: '--plaudit-nav-active-text',
  background_hover_color: '--plaudit-nav-hover-bg',
  hover_text_color: '--plaudit-nav-hover-text',
  logo_left: '--plaudit-logo-left',
} as const satisfies Record<keyof WhitelabelSettings, `--plaudit-${string}`>;

const HEX_WITHOUT_HASH = /^(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
// Colour keywords, hex and functional notations; nothing that could end the declaration.
const SAFE_COLOR =
  /^(?:#[0-9a-f]{3,8}|[a-z]+|(?:rgb|rgba|hsl|hsla|hwb|lab|lch|oklab|oklch|color)\([^;{}()"'\\]*\))$/i;

/** Normalises a stored colour ('1a2b3c' → '#1a2b3c'); returns null for anything unsafe. */
export function normalizeColor(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  const color = HEX_WITHOUT_HASH.test(trimmed) ? `#${trimmed}` : trimmed;
  return SAFE_COLOR.test(color) ? color : null;
}

/** Wraps a logo URL in url("…") with quotes, backslashes and line breaks escaped. */
export function cssUrl(url: string | null | undefined): string | null {
  const trimmed = url?.trim();
  if (!trimmed) return null;
  if (/^\s*javascript:/i.test(trimmed)) return null;
  const escaped = trimmed
    .replace(/[\r\n\f]/g, '')
    .replace(/\\/g, '\\\\')
    .replace(/"/g, '\\"');
  return `url("${escaped}")`;
}

/**
 * Maps white-label settings to the --plaudit-* custom properties used by the side navigation.
 * Spread the result into a `style` prop on the navigation or any ancestor. Missing or unsafe
 * values are left out, so the default theme shows through.
 */
export function whitelabelStyle(settings: WhitelabelSettings | null | undefined): CSSProperties {
  const style: Record<string, string> = {};
  if (!settings) return style;
  for (const key of Object.keys(WHITELABEL_PROPERTIES) as Array<keyof WhitelabelSettings>) {
    const value = key === 'logo_left' ? cssUrl(settings[key]) : normalizeColor(settings[key]);
    if (value) style[WHITELABEL_PROPERTIES[key]] = value;
  }
  return style as CSSProperties;
}
