/** The ES module the loader imports as /embed/core.js; kind chunks load from it on demand. */
export { destroy, mount } from '@plaudit/amplify';
