import { describe, expect, it } from 'vitest';
import { DIST, INITIAL_JS_BUDGET_KB, initialLoad, ROUTES } from '../../bench/web/initial-js.js';

// The build the suite runs on (global setup builds it, or E2E_BASE_URL's server serves it): what each public page
// downloads before it can be used, as the build recorded it (apps/web/vite-plugins/route-preload.ts). Every page is
// within the budget since docs/decisions/046: a page over it fails.
describe('the JavaScript a public page needs before the first interaction', () => {
  for (const route of ROUTES) {
    for (const language of ['en', 'ar'] as const) {
      it(`${route} in ${language} stays within ${INITIAL_JS_BUDGET_KB} KB gzipped`, () => {
        const kb = initialLoad(DIST, route, language).jsGzip / 1024;
        expect(kb).toBeGreaterThan(0);
        expect(kb).toBeLessThanOrEqual(INITIAL_JS_BUDGET_KB);
      });
    }
  }
});
