import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { z } from 'zod';
import { fileReply } from '../lib/file-reply.js';

const isTokenRight = (request: FastifyRequest, token: string) => {
  const given = Buffer.from(request.headers.authorization?.replace(/^Bearer /i, '') ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
};

/**
 * Prometheus metrics at GET /metrics, for a scraper holding METRICS_TOKEN (unset: 404): requests by route with their
 * latency and errors, the database pool, the job queue, sockets, and the money that moved in the last hour. Gauges
 * read from the database are computed at scrape time, so every instance reports the same shared figures.
 */
export default fp(
  async (app: FastifyInstance) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const labelNames = ['method', 'route', 'status'] as const;
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests by route and status',
      labelNames,
      registers: [registry],
    });
    const errors = new Counter({
      name: 'http_request_errors_total',
      help: 'HTTP requests answered with a 5xx status',
      labelNames,
      registers: [registry],
    });
    const latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request latency by route',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      // The route's pattern, never the path: ids would make one series per object.
      const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) };
      requests.inc(labels);
      if (reply.statusCode >= 500) errors.inc(labels);
      latency.observe(labels, reply.elapsedTime / 1000);
    });

    const pool = app.db.$client;
    new Gauge({
      name: 'db_pool_connections',
      help: 'Database pool connections by state',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
    new Gauge({
      name: 'socket_connections',
      help: 'Socket.IO connections open on this instance',
      registers: [registry],
      collect() {
        this.set(app.realtime.io.engine.clientsCount);
      },
    });
    new Gauge({
      name: 'job_queue_jobs',
      help: 'Jobs in the queue: due and waiting for a worker, or failed at least once (retrying or given up)',
      labelNames: ['state'],
      registers: [registry],
      async collect() {
        const { rows } = await app.db.execute(sql`
          select count(*) filter (where run_at <= now() and locked_at is null and attempts < max_attempts)::int as due,
                 count(*) filter (where last_error is not null and attempts < max_attempts)::int as retrying,
                 count(*) filter (where attempts >= max_attempts)::int as failed
          from graphile_worker.jobs`);
        const row = rows[0] as { due: number; retrying: number; failed: number };
        this.set({ state: 'due' }, row.due);
        this.set({ state: 'retrying' }, row.retrying);
        this.set({ state: 'failed' }, row.failed);
      },
    });
    new Gauge({
      name: 'event_outbox_events',
      help: 'Events recorded by committed changes and not yet moved into the job queue (ADR 060)',
      registers: [registry],
      async collect() {
        const { rows } = await app.db.execute(sql`select count(*)::int as waiting from event_outbox`);
        this.set((rows[0] as { waiting: number }).waiting);
      },
    });
    new Gauge({
      name: 'money_last_hour_halalas',
      help: 'Money moved in the last hour, in halalas: orders placed, deposits credited, withdrawals requested',
      labelNames: ['kind'],
      registers: [registry],
      async collect() {
        const { rows } = await app.db.execute(sql`
          select
            (select coalesce(sum(total), 0) from orders
              where created_at > now() - interval '1 hour' and status <> 'awaiting_payment')::bigint as orders,
            (select coalesce(sum(l.amount), 0) from journal_entries e join journal_lines l on l.entry_id = e.id
              where e.kind = 'deposit' and l.amount > 0 and e.created_at > now() - interval '1 hour')::bigint as deposits,
            (select coalesce(sum(amount_halalas), 0) from withdrawals where created_at > now() - interval '1 hour')::bigint as withdrawals`);
        const row = rows[0] as Record<'orders' | 'deposits' | 'withdrawals', string>;
        for (const kind of ['orders', 'deposits', 'withdrawals'] as const) this.set({ kind }, Number(row[kind]));
      },
    });

    app.withTypeProvider<ZodTypeProvider>().get(
      '/metrics',
      {
        schema: {
          tags: ['health'],
          description: 'Prometheus metrics; Authorization: Bearer METRICS_TOKEN',
          response: { 200: fileReply('Metrics in the Prometheus text format', ['text/plain']), 404: z.any() },
        },
      },
      async (request, reply) => {
        const token = app.config.METRICS_TOKEN;
        if (!token || !isTokenRight(request, token)) return reply.callNotFound();
        return reply.type(registry.contentType).send(await registry.metrics());
      },
    );
  },
  { name: 'metrics', dependencies: ['config'] },
);
