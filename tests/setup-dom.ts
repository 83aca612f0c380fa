import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// React Testing Library does not clean up automatically without globals.
afterEach(() => cleanup());
