/**
 * Runs a background job every `everyMs` until the returned function is called: a run still going when the next is
 * due is not doubled, and a failed run is logged under the job's name, then tried again at the next tick.
 */
export function repeatEvery(name: string, everyMs: number, run: () => Promise<void>, log: (line: string) => void) {
  let isRunning = false;
  const timer = setInterval(async () => {
    if (isRunning) return;
    isRunning = true;
    try {
      await run();
    } catch (error) {
      log(`[${name}] failed: ${(error as Error).message}`);
    } finally {
      isRunning = false;
    }
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
