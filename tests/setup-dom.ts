import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// React Testing Library does not clean up automatically without globals.
afterEach(() => cleanup());

// findBy*/waitFor wait up to 5 s (the default 1 s is shorter than a lazy chunk's first
// compile on a busy 2-core CI machine); a screen that never appears still fails.
configure({ asyncUtilTimeout: 5_000 });
