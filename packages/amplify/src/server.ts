/**
 * `@plaudit/amplify/server`: a widget rendered to HTML on the server, for pages
 * without JavaScript (the zero-JS embed, GET /embed/widgets/{id}.html).
 *
 * The same Preact views and the same CSS as the script widgets, rendered with
 * preact-render-to-string into a declarative shadow root
 * (`<template shadowrootmode="open">`): the page's styles cannot reach in, and
 * the widget's cannot leak out. Every text of the payload is escaped (review
 * text is text, never HTML). Controls that need JavaScript (the carousel's
 * buttons, "Show more") are left out; the loader, when the page has it,
 * upgrades the widget in place (mount() reuses the shadow root and its
 * markup).
 *
 * @packageDocumentation
 */
import type { PublicWidget, WidgetType } from '@plaudit/api-client/schemas';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import * as fullPage from './kinds/full-page';
import * as locationInfo from './kinds/location-info';
import * as starSnapshot from './kinds/star-snapshot';
import * as teaser from './kinds/teaser';
import type { KindModule } from './mount';
import { resolve } from './settings';
import { baseCss, themeCss } from './styles';

const KINDS: Record<WidgetType, KindModule> = {
  teaser,
  full_page: fullPage,
  star_snapshot: starSnapshot,
  location_info: locationInfo,
};

/** Marks the `<style>` of a server-rendered widget (mount() removes it once its own styles apply). */
export const SERVER_STYLE_ATTR = 'data-plaudit-ssr';

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export type RenderOptions = {
  /** Origin of the Plaudit API (source icons are paths on it). */
  apiOrigin?: string;
  /**
   * Render the controls too (the carousel's buttons, "Show more"): the markup the loader paints
   * while its code is on the way, which mount() then brings to life without a layout shift.
   */
  live?: boolean;
};

/** The inside of the shadow root: the widget's CSS and its markup. */
export function renderWidgetInner(payload: PublicWidget, options: RenderOptions = {}): string {
  const mod = Object.hasOwn(KINDS, payload.widget_type) ? KINDS[payload.widget_type] : undefined;
  if (!mod) throw new Error(`unknown widget type ${String(payload.widget_type)}`);
  const r = resolve(payload.settings, (options.apiOrigin ?? '').replace(/\/$/, ''));
  const css = `${baseCss}\n${mod.css}\n${themeCss(r.theme, 0)}`;
  const markup = renderToString(h(mod.View, { w: payload, r, still: !options.live }));
  // The CSS is ours (no payload text in it but the validated accent colour); `</` cannot
  // end the element early.
  return `<style ${SERVER_STYLE_ATTR}>${css.replace(/<\//g, '<\\/')}</style><div part="widget">${markup}</div>`;
}

/**
 * The snippet a page includes: the placeholder the loader knows
 * (`data-plaudit-widget`), with a declarative shadow root holding the
 * rendered widget.
 */
export function renderWidgetHtml(payload: PublicWidget, options: RenderOptions = {}): string {
  return `<div data-plaudit-widget="${escapeAttr(payload.id)}" data-plaudit-kind="${escapeAttr(payload.widget_type)}"><template shadowrootmode="open">${renderWidgetInner(payload, options)}</template></div>`;
}
