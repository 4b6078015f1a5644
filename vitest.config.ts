import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import { dictionaries } from './apps/web/vite-plugins/dictionaries.ts';

// One runner for every test: pure rules (core), the web's widgets and hooks in a simulated DOM (web), the API against
// real PostgreSQL (server), and the browser journeys (e2e).
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    // A worker per core, not vitest's one fewer: the tests wait on PostgreSQL, the browser and the DOM's set-up as much
    // as they compute, and on 2 cores one worker left a third of the machine idle. The browser journeys run one file
    // at a time (fileParallelism below), after the rest (sequence.groupOrder).
    maxWorkers: '100%',
    projects: [
      { extends: true, test: { name: 'core', include: ['packages/core/src/**/*.test.ts'] } },
      {
        extends: true,
        // The app's `@/` imports and its dictionaries (`virtual:dictionary/...`, lib/i18n.ts), as apps/web/vite.config.ts.
        plugins: [dictionaries()],
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          // happy-dom rather than jsdom: a fraction of the dependencies and a faster start, and enough DOM for React 19.
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // A form filled key by key takes seconds when the machine is busy; the default 5 s is a speed assertion.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          // Each file has its own database and app (test/test-app.ts) and no test mocks a module: files share a
          // worker's loaded modules rather than loading the server again each (half the project's time).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          sequence: { groupOrder: 1 },
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
