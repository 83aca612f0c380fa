/**
 * The widget bundle budgets, gzip level 9, in bytes. Loader 1,024 B; a page with
 * only a star snapshot 8 KB (8,192 B); a page with all four kinds 12 KB
 * (12,288 B; 15 KB until the embed's Preact code stopped carrying CSS). JavaScript files the page loads (the union of
 * files when there are several kinds); the widgets' server-rendered HTML (in the
 * payload, `?html=1`) is data, and is reported beside it (README "Budgets").
 */
export const BUDGET = { loader: 1024, starOnlyPage: 8 * 1024, allKinds: 12 * 1024 };
