import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// React Testing Library does not clean up automatically without globals.
afterEach(() => cleanup());

// findBy*/waitFor wait up to 15 s: they end as soon as the screen is there, and the time is a
// bound for a screen that never comes, not a speed expected of the machine (a lazy chunk's first
// compile, or 620 table rows, take seconds on a busy 2-core machine).
configure({ asyncUtilTimeout: 15_000 });
