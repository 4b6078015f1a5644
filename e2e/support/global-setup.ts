import type { TestProject } from 'vitest/node';
import { buildForProduction, startDemoServer } from './demo-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Builds the app as `npm start` does and runs it on a fresh database with demo data, as a separate process. */
export default async function setup(project: TestProject) {
  buildForProduction();
  const server = await startDemoServer();
  project.provide('baseUrl', server.baseUrl);
  return server.stop;
}
