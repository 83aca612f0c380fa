/** The Preact runtime chunk (runtime-[hash].js): core.js imports it only for the interactive kinds. */
export { mount } from '@plaudit/amplify';
