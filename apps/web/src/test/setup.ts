import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18nReady } from '@/lib/i18n';

// The app draws nothing before the base dictionary of its language has arrived (lib/i18n.ts): nor do the tests.
await i18nReady;

// Vitest runs without globals, so Testing Library cannot register its own cleanup: unmount what each test rendered.
afterEach(cleanup);
