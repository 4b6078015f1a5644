// The two ways every scenario is loaded: at saturation (closed loop: each of 50 connections sends its next request
// when the last is answered, so latency there is mostly queueing) and at a fixed offered rate (open loop: requests
// leave on a clock whether or not earlier ones were answered, and each latency counts from when its request was due,
// so a stalled server shows in the tail instead of slowing the generator down).
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import autocannon from 'autocannon';

export type Target = { path: string; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string };
/** A fixed request, or a source that picks the next one (a query mix). */
export type Requests = Target | (() => Target);

export type Saturation = { rps: number; p50: number; p99: number; errors: number; answered: number };
export type FixedRate = { offered: number; achieved: number; p50: number; p99: number; p999: number; errors: number };

const nextOf = (requests: Requests) => (typeof requests === 'function' ? requests : () => requests);

/** autocannon, 50 connections by default, each request drawn from `requests`. */
export async function saturation(
  baseUrl: string,
  requests: Requests,
  { connections = 50, seconds }: { connections?: number; seconds: number },
): Promise<Saturation> {
  // autocannon refuses a request without a method: GET unless the target says otherwise.
  const next = () => ({ method: 'GET' as const, ...nextOf(requests)() });
  const first = next();
  const result = await autocannon({
    url: `${baseUrl}${first.path}`,
    connections,
    duration: seconds,
    method: first.method,
    headers: first.headers,
    body: first.body,
    requests: [{ setupRequest: (request) => ({ ...request, ...next() }) }],
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    answered: result.requests.total,
  };
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const round = (ms: number) => Math.round(ms * 10) / 10;

/** Constant arrivals at `rate` per second for `seconds`; a request not answered within 10 s counts as an error. */
export async function fixedRate(
  baseUrl: string,
  requests: Requests,
  { rate, seconds }: { rate: number; seconds: number },
): Promise<FixedRate> {
  const next = nextOf(requests);
  const { hostname, port } = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1000 });
  const latencies: number[] = [];
  let errors = 0;
  const inFlight = new Set<Promise<void>>();
  const send = (due: number) => {
    const target = next();
    const done = new Promise<void>((resolve) => {
      const { path, method = 'GET', headers, body } = target;
      const request = http.request({ hostname, port, path, method, headers, agent, timeout: 10_000 }, (response) => {
        response.resume();
        response.on('end', () => {
          if ((response.statusCode ?? 500) >= 400) errors++;
          else latencies.push(performance.now() - due);
          resolve();
        });
      });
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.end(body);
      request.on('error', () => {
        errors++;
        resolve();
      });
    });
    inFlight.add(done);
    void done.then(() => inFlight.delete(done));
  };
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const start = performance.now();
  for (let sent = 0; sent < total; ) {
    const now = performance.now();
    // Every request due by now leaves now, each keeping its own due time: a late timer does not lower the rate.
    while (sent < total && start + sent * interval <= now) send(start + sent++ * interval);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, start + sent * interval - performance.now())));
  }
  await Promise.all(inFlight);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    offered: rate,
    achieved: Math.round(latencies.length / ((performance.now() - start) / 1000)),
    p50: round(quantile(latencies, 0.5)),
    p99: round(quantile(latencies, 0.99)),
    p999: round(quantile(latencies, 0.999)),
    errors,
  };
}

/** A process's resident memory now and at its peak, in MB (Linux /proc). */
export function rssOf(pid: number) {
  // A server that died under the load (killed for its memory) has no status left: its figures say so.
  const status = existsSync(`/proc/${pid}/status`) ? readFileSync(`/proc/${pid}/status`, 'utf8') : '';
  const kb = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

/**
 * The CPU time a process has used so far, in ms (Linux /proc: user + system, in clock ticks of 10 ms). Read around a
 * measurement it gives the server's CPU per request, which a machine shared with other work does not distort the way
 * it distorts throughput.
 */
export function cpuMsOf(pid: number) {
  const stat = existsSync(`/proc/${pid}/stat`) ? readFileSync(`/proc/${pid}/stat`, 'utf8') : '';
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * 10;
}

/**
 * Waits until the server answers its health check promptly again: requests the generator gave up on may still be
 * queued there, and must not be counted against the next measurement.
 */
async function drained(baseUrl: string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    await fetch(`${baseUrl}/health`).then(
      (response) => response.arrayBuffer(),
      () => undefined,
    );
    if (performance.now() - started < 50) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export type Row = { name: string; saturation: Saturation; fixed: FixedRate; rssMb: number; cpuMsPerRequest: number };

/** Saturation, then the fixed rate, then the server's peak memory. */
export async function measure(
  name: string,
  baseUrl: string,
  requests: Requests,
  { rate, seconds, pid }: { rate: number; seconds: number; pid: number },
): Promise<Row> {
  const cpuBefore = cpuMsOf(pid);
  const closed = await saturation(baseUrl, requests, { seconds });
  const cpuMsPerRequest = closed.answered ? (cpuMsOf(pid) - cpuBefore) / closed.answered : 0;
  await drained(baseUrl);
  // --small offers a fifth of the rate: a shared machine at full rate would only measure its own queue.
  const open = await fixedRate(baseUrl, requests, {
    rate: Math.max(1, Math.round(rate * Number(process.env.BENCH_RATE_FACTOR ?? 1))),
    seconds,
  });
  await drained(baseUrl);
  return { name, saturation: closed, fixed: open, rssMb: rssOf(pid).peak, cpuMsPerRequest: Math.round(cpuMsPerRequest * 100) / 100 };
}

export function printRows(title: string, rows: Row[]) {
  console.log(`\n${title}`);
  console.log(
    '| target | saturation req/s (50 conn.) | p99 ms at saturation | offered req/s | p50 ms | p99 ms | p99.9 ms | errors | server peak RSS MB | server CPU ms/request |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const { name, saturation: s, fixed: f, rssMb, cpuMsPerRequest } of rows) {
    console.log(
      `| ${name} | ${s.rps} | ${s.p99} | ${f.offered} | ${f.p50} | ${f.p99} | ${f.p999} | ${s.errors + f.errors} | ${rssMb} | ${cpuMsPerRequest} |`,
    );
  }
}
