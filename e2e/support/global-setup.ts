import type { TestProject } from 'vitest/node';
import { buildForProduction, startDemoServer } from './demo-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * Builds the app as `npm start` does and runs it on a fresh database with demo data, as a separate process.
 * E2E_BASE_URL runs the files against a server already started instead (while writing a journey: no build per run).
 */
export default async function setup(project: TestProject) {
  if (process.env.E2E_BASE_URL) {
    project.provide('baseUrl', process.env.E2E_BASE_URL);
    return;
  }
  buildForProduction();
  const server = await startDemoServer();
  project.provide('baseUrl', server.baseUrl);
  return server.stop;
}
