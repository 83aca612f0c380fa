import { configs } from './build.mjs';

export default configs('dist/embed');
