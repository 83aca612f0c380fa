/**
 * Manual check page for the embed bundle (no API server needed).
 *
 *   pnpm --filter @plaudit/loader build
 *   node --conditions=@plaudit/source --import tsx apps/loader/check/serve.ts
 *
 * http://127.0.0.1:4710 plays the Plaudit origin (/embed/* from dist/embed,
 * /api/public/widgets/{id} and /embed/widgets/{id}.html from the amplify sample widgets);
 * http://127.0.0.1:4711/
 * is a customer page on another origin with a strict CSP (no unsafe-inline),
 * hostile global CSS, an AMD `define`, the loader included twice, the four
 * kinds, an unknown id and a placeholder added later.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sampleWidgets } from '@plaudit/amplify';
import { renderWidgetHtml } from '@plaudit/amplify/server';

const API_PORT = Number(process.env.API_PORT ?? 4710);
const PAGE_PORT = Number(process.env.PAGE_PORT ?? 4711);
const api = `http://127.0.0.1:${API_PORT}`;
const embedDir = fileURLToPath(new URL('../dist/embed/', import.meta.url));
const byId = new Map(Object.values(sampleWidgets).map((w) => [w.id, w]));

createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', api);
  res.setHeader('Access-Control-Allow-Origin', '*');
  const m = url.pathname.match(/^\/api\/public\/widgets\/([^/]+)$/);
  if (m) {
    const w = byId.get(decodeURIComponent(m[1]!));
    res.writeHead(w ? 200 : 404, {
      'Content-Type': 'application/json',
      'Cache-Control': 'no-store',
    });
    return res.end(JSON.stringify(w ?? { error: 'Widget not found' }));
  }
  // The server-rendered widget core.js paints the star snapshot and location information from.
  const html = url.pathname.match(/^\/embed\/widgets\/([^/]+)\.html$/);
  if (html) {
    const w = byId.get(decodeURIComponent(html[1]!));
    res.writeHead(w ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
    return res.end(w ? renderWidgetHtml(w, { apiOrigin: api }) : '');
  }
  if (url.pathname.startsWith('/icons/')) {
    res.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' });
    return res.end(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="7" fill="#4285f4"/></svg>',
    );
  }
  if (url.pathname.startsWith('/embed/')) {
    const file = normalize(join(embedDir, url.pathname.slice('/embed/'.length)));
    if (!file.startsWith(embedDir)) return res.writeHead(403).end();
    try {
      const body = await readFile(file);
      res.writeHead(200, {
        'Content-Type': extname(file) === '.js' ? 'text/javascript' : 'application/octet-stream',
        'Cache-Control': 'no-cache',
      });
      return res.end(body);
    } catch {
      return res.writeHead(404).end();
    }
  }
  res.writeHead(404).end();
}).listen(API_PORT, '127.0.0.1');

const page = () => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Customer page</title>
<link rel="stylesheet" href="/hostile.css">
<script src="/amd.js"></script>
<script async src="${api}/embed/loader.js"></script>
<script async src="${api}/embed/loader.js"></script>
</head><body>
<main>
<h1>Blue Fern Bistro</h1>
<p>Paragraph before the widgets.</p>
<h2>Testimonial Carousel</h2>
<div id="teaser" data-plaudit-widget="${sampleWidgets.teaser.id}" data-plaudit-kind="teaser"></div>
<h2>Star Snapshot</h2>
<div id="star" data-plaudit-widget="${sampleWidgets.star_snapshot.id}"></div>
<h2>Unknown widget</h2>
<div id="unknown" data-plaudit-widget="wgt_does_not_exist"></div>
<p id="after-unknown">Text after the unknown widget stays put.</p>
<h2>Location Information</h2>
<div id="location" data-plaudit-widget="${sampleWidgets.location_info.id}" data-plaudit-kind="location_info"></div>
<div class="spacer"></div>
<h2>Location Review Feed (below the fold)</h2>
<div id="feed" data-plaudit-widget="${sampleWidgets.full_page.id}"></div>
<div id="late-slot"></div>
</main>
<script src="/late.js"></script>
</body></html>`;

const hostile = `* { font-family: "Comic Sans MS", cursive !important; color: #f0f !important; box-sizing: content-box; }
div { padding: 3px; line-height: 3; text-transform: uppercase; letter-spacing: 2px; }
button { display: none !important; }
a { color: red !important; font-size: 40px; }
p, span { font-size: 22px; text-align: right; }
svg { width: 300px !important; height: 300px !important; }
.spacer { height: 1500px; border: 1px dashed #ccc; }
@media (prefers-color-scheme: dark) { body { background: #0d1117; } }`;

// An AMD loader, like many CMS pages have: UMD bundles would register with it instead of running.
const amd = `window.define = function () { throw new Error('AMD define must not be used by the Plaudit loader'); };
window.define.amd = {};`;

const late = `setTimeout(function () {
  var el = document.createElement('div');
  el.id = 'late';
  el.setAttribute('data-plaudit-widget', '${sampleWidgets.star_snapshot.id}');
  document.getElementById('late-slot').appendChild(el);
}, 500);`;

createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${PAGE_PORT}`);
  const csp = `default-src 'none'; script-src 'self' ${api}; connect-src ${api}; img-src ${api}; style-src 'self'`;
  const send = (type: string, body: string) =>
    res.writeHead(200, { 'Content-Type': type, 'Content-Security-Policy': csp }).end(body);
  if (url.pathname === '/') return send('text/html', page());
  if (url.pathname === '/hostile.css') return send('text/css', hostile);
  if (url.pathname === '/amd.js') return send('text/javascript', amd);
  if (url.pathname === '/late.js') return send('text/javascript', late);
  res.writeHead(404).end();
}).listen(PAGE_PORT, '127.0.0.1');

console.log(`Plaudit origin ${api}; customer page http://127.0.0.1:${PAGE_PORT}/`);
