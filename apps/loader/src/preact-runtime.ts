/**
 * The Preact runtime chunk (runtime-[hash].js): core.js imports it only for the interactive kinds,
 * to bring the markup it painted from the server's HTML to life. Their views (not their CSS: the
 * markup keeps the server's) are in it too: one request, and better compressed than apart.
 */
import { View as full_page } from '../../../packages/amplify/src/kinds/full-page';
import { View as teaser } from '../../../packages/amplify/src/kinds/teaser';

export { live } from '../../../packages/amplify/src/live';
export const views = { teaser, full_page };
