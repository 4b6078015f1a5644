import { Logger } from 'graphile-worker';

/** The queue's warnings and errors in the server log under `[jobs]`; its routine lines (job started, done) are dropped. */
export const queueLogger = (log: (line: string) => void) =>
  new Logger(() => (level, message) => {
    if (level === 'error' || level === 'warning') log(`[jobs] ${message}`);
  });
