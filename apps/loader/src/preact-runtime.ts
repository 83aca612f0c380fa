/**
 * The Preact runtime chunk (runtime-[hash].js): core.js imports it, beside the kind's chunk, only
 * for the interactive kinds, to bring the markup it painted from the server's HTML to life.
 */
export { live } from '../../../packages/amplify/src/live';
