import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const uiKitStyles = fileURLToPath(new URL('../../packages/ui-kit/src/styles.css', import.meta.url));

/**
 * The console's build renders with Preact through preact/compat (about 10 KB gzip instead of
 * React DOM's 64 KB): every `react`, `react-dom` and JSX runtime import, ours and our
 * dependencies', goes to Preact. `vite` (dev, with React Fast Refresh) and the unit tests
 * (vitest) keep React; `pnpm start`, the e2e specs and production run the Preact build.
 */
const fromConsole = (specifier: string) => fileURLToPath(import.meta.resolve(specifier));
const preactCompat = [
  { find: /^react$/, replacement: fromConsole('preact/compat') },
  { find: /^react-dom$/, replacement: fromConsole('preact/compat') },
  { find: /^react-dom\/client$/, replacement: fromConsole('preact/compat/client') },
  { find: /^react\/jsx-runtime$/, replacement: fromConsole('preact/jsx-runtime') },
  { find: /^react\/jsx-dev-runtime$/, replacement: fromConsole('preact/jsx-dev-runtime') },
  // react-router's package exports only its development build (warnings and checks included);
  // the production build beside it is the same API, smaller.
  {
    find: /^react-router$/,
    replacement: fromConsole('react-router').replace(
      /dist\/development\/index\.m?js$/,
      'dist/production/index.mjs',
    ),
  },
];

/** Whether a module id lies under one of these paths (ids are absolute, `/` or `\\` separated). */
const under = (id: string, paths: readonly RegExp[]) => {
  const path = id.replace(/\\/g, '/');
  return paths.some((p) => p.test(path));
};

/**
 * What the signed-in frame and its landing screen share with other screens, in one chunk instead
 * of about twenty small shared chunks that each cost a request (six at a time over HTTP/1.1, a
 * round trip each under a phone's latency): icons, dates, Modal, Dropdown, Table and Pager, the
 * data hooks of locations, groups, sources and metrics, the filters' state, the small schema
 * modules and the dashboard's cards. The frame (routes/AppLayout.tsx) and each screen stay
 * chunks of their own. Nothing here is used by the entry or /login (the console's size budgets
 * check /login); a public page that uses part of it loads it whole.
 */
const FRAME_SHARED_MODULES = [
  /\/apps\/console\/src\/components\/(AskAdministrator|ViewToggle)\./,
  /\/apps\/console\/src\/lib\/nav-hrefs\./,
  /\/apps\/console\/src\/features\/dashboard\/(NpsCard|ChangeFigure|chart-data)\./,
  /\/node_modules\/(lucide-react|date-fns|react-aria|react-stately|@react-aria|@react-stately)\//,
  /\/packages\/ui-kit\/src\/(modal|dropdown|table|pager)\//,
  /\/packages\/ui-kit\/src\/internal\/(focus|listbox|useDebouncedCallback)\./,
  /\/packages\/hooks\/src\/(accounts|integrations|groups|locations|sources|metrics)\./,
  /\/packages\/hooks\/src\/filters\/(filters|filter-values)\./,
  /\/packages\/api-client\/src\/schemas\/(common|disputes|integrations)\./,
  /\/packages\/api-client\/src\/schemas\/validation\/valibot-wrappers\./,
  /\/packages\/api-client\/src\/dates\/date-descriptors\./,
];

/**
 * Small modules that /login and the signed-in frame both load (a form's error, page titles and
 * the controls, the white label, the sign-up messages): one chunk instead of five, each of which
 * cost a request and gzip's own overhead.
 */
const PUBLIC_SHARED_MODULES = [
  /\/apps\/console\/src\/features\/auth\/FormError\./,
  /\/apps\/console\/src\/components\/PageTitle\./,
  /\/packages\/ui-kit\/src\/controls\/controls\./,
  /\/packages\/ui-kit\/src\/whitelabel\/whitelabel\./,
  /\/packages\/api-client\/src\/schemas\/signup-messages\./,
];

/** Paths of the public pages (routes/AppRoutes.tsx): no signed-in frame there. */
const PUBLIC_PATHS =
  '^/(login|users/sign_in|signup|forgot-password|reset-password|expired-password|password-reset-complete|confirm-email|confirm-sender|scorecardrequest/|partner-integrations-|unsubscribe/|sso-login/|switch-account/|error|triage)';
/** The dashboard's addresses (routes/frame-start.ts starts its chunk with the frame's). */
const DASHBOARD_PATHS = '^(/as/\\d+)?(/|/dashboard)?$';

/**
 * A visit with a session (the console keeps it in localStorage, key `plaudit.auth`) to a page of
 * the signed-in frame asks for the frame's chunks (and the dashboard's, on its addresses) while
 * the entry is still downloading, instead of after the entry has run and rendered: a small async
 * script that index.html names (a file, as the pages' CSP allows no inline script) adds their
 * `modulepreload` links. Public pages and visitors without a session load nothing more.
 */
function preloadSignedInFrame(): Plugin {
  let base = '/';
  let scriptFile: string | null = null;
  return {
    name: 'plaudit:preload-signed-in-frame',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (fileName: string, seen = new Set<string>()) => {
          if (seen.has(fileName)) return seen;
          seen.add(fileName);
          for (const dep of byFile.get(fileName)?.imports ?? []) closure(dep, seen);
          return seen;
        };
        const entry = chunks.find((c) => c.isEntry);
        const facade = (suffix: string) =>
          chunks.find((c) => c.facadeModuleId?.replace(/\\/g, '/').endsWith(suffix));
        const frame = facade('/src/routes/AppLayout.tsx');
        const dashboard = facade('/src/features/dashboard/screens.tsx');
        if (!entry || !frame || !dashboard)
          throw new Error('preloadSignedInFrame: chunk not found');
        const loaded = closure(entry.fileName);
        const frameFiles = [...closure(frame.fileName)].filter((f) => !loaded.has(f));
        const dashboardFiles = [...closure(dashboard.fileName)].filter(
          (f) => !loaded.has(f) && !frameFiles.includes(f),
        );
        const css = (files: string[]) => [
          ...new Set(files.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])])),
        ];
        const frameCss = css(frameFiles);
        const dashboardCss = css(dashboardFiles).filter((f) => !frameCss.includes(f));
        // A chunk of CSS only is dropped from the bundle after this hook (its CSS stays): no
        // link to its script, which would be a 404.
        const scripts = (files: string[]) =>
          files.filter((f) => !byFile.get(f)?.moduleIds.every((id) => /\.css($|\?)/.test(id)));
        const json = JSON.stringify;
        const code = `(function(){try{var p=location.pathname,s=JSON.parse(localStorage.getItem('plaudit.auth')||'null');if(!s||!s.auth||!s.auth.token||new RegExp(${json(PUBLIC_PATHS)}).test(p))return;var f=${json(scripts(frameFiles))},c=${json(frameCss)};if(new RegExp(${json(DASHBOARD_PATHS)}).test(p)){f=f.concat(${json(scripts(dashboardFiles))});c=c.concat(${json(dashboardCss)})}function a(h,r){var l=document.createElement('link');l.rel=r;if(r==='preload')l.as='style';l.crossOrigin='';l.href=${json(base)}+h;document.head.appendChild(l)}f.forEach(function(h){a(h,'modulepreload')});c.forEach(function(h){a(h,'preload')})}catch(e){}})();\n`;
        const ref = this.emitFile({ type: 'asset', name: 'frame-preload.js', source: code });
        scriptFile = this.getFileName(ref);
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        if (!scriptFile) return;
        return [
          {
            tag: 'script',
            attrs: { async: true, src: `${base}${scriptFile}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * The console: workspace packages are compiled from source through the `@plaudit/source`
 * export condition; every screen is its own chunk (React.lazy in src/routes).
 */
export default defineConfig(({ command }) => ({
  plugins: [react(), preloadSignedInFrame()],
  resolve: {
    conditions: ['@plaudit/source', 'module', 'browser', 'development|production'],
    // ui-kit exports its stylesheet from dist/; read the source instead, like its code.
    alias: [
      { find: '@plaudit/ui-kit/styles.css', replacement: uiKitStyles },
      ...(command === 'build' ? preactCompat : []),
    ],
    dedupe: ['preact'],
  },
  define: {
    // staging, qa or sandbox shows the staging badge (PLAUDIT_ENV or VITE_PLAUDIT_ENV at build time).
    'import.meta.env.PLAUDIT_ENV': JSON.stringify(
      process.env.PLAUDIT_ENV ?? process.env.VITE_PLAUDIT_ENV ?? 'production',
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    // dist/.vite/manifest.json: bench/console-size.bench.ts walks it to sum a route's JavaScript.
    manifest: true,
    rollupOptions: {
      output: {
        codeSplitting: {
          // A group takes the modules named, not everything they import: what the public pages
          // share with the frame (the white label, page titles, valibot) stays in its own chunk.
          includeDependenciesRecursively: false,
          groups: [
            { name: 'frame-shared', test: (id: string) => under(id, FRAME_SHARED_MODULES) },
            { name: 'public-shared', test: (id: string) => under(id, PUBLIC_SHARED_MODULES) },
          ],
        },
      },
      onwarn(warning, warn) {
        // react-router reads `React.useOptimistic` through a computed key and falls back when
        // it is missing, as it is in preact/compat: the one expected warning of the Preact build.
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic')) {
          return;
        }
        warn(warning);
      },
    },
  },
  server: {
    proxy: { '/api': process.env.PLAUDIT_API_ORIGIN ?? 'http://127.0.0.1:8787' },
  },
}));
