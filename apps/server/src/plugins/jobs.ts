import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { scheduledBackup } from '../backup/scheduled-backup.js';
import { sweepOrders } from '../jobs/escrow-sweeper.js';
import { mailNotifications } from '../jobs/notification-mailer.js';
import { startWorker } from '../jobs/worker.js';
import { alertSubscribers, sendSavedSearchDigests } from '../modules/alerts/index.js';
import { createCarrierProvider, trackShipment } from '../modules/carriers/index.js';
import { chatSubscribers } from '../modules/chat/index.js';
import type { DeliveredEvent } from '../modules/events/event-types.js';
import { DELIVER_EVENT_TASK } from '../modules/events/record-event.js';
import { deliverEvent } from '../modules/events/subscribers.js';
import { createFatooraProvider, invoiceSubscribers } from '../modules/invoices/index.js';
import { listingSubscribers } from '../modules/listings/index.js';
import { notificationSubscribers } from '../modules/notifications/events.js';
import { sendWebPush, WEB_PUSH_TASK } from '../modules/notifications/index.js';
import { expireOffers } from '../modules/offers/index.js';
import { expireCheckouts, TRACK_SHIPMENT_TASK } from '../modules/orders/index.js';
import { PAYMENT_CRONTAB, paymentTasks } from '../modules/payments/index.js';
import { computeSellerLevels } from '../modules/reputation/index.js';

/** How soon the e-mail and SMS copies of an event's notifications leave. */
const MAIL_DELAY_MS = 15_000;
/** Each hour, a backup when the last one is BACKUP_EVERY old (once across instances, like every crontab line). */
const BACKUP_CRONTAB = '0 * * * * backup_database';
/** Each night at 03:00 Riyadh time, the sellers' levels (issue 20); also once when the worker starts, below. */
const LEVELS_CRONTAB = '0 0 * * * compute_seller_levels';
/** Each day at 06:00 UTC (09:00 in Riyadh), the digest of the daily saved searches' new matches (issue 20). */
const DIGEST_CRONTAB = '0 6 * * * saved_search_digest';
/**
 * Once a minute: the escrow sweeper (design §5), the expiry of checkouts whose payment did not arrive (issue 15) and of
 * offers (issue 20), the mailer for notifications stored outside events (broadcasts), and the payments' reconciler.
 */
const CRONTAB = [
  '* * * * * sweep_escrow',
  '* * * * * expire_checkouts',
  '* * * * * expire_offers',
  '* * * * * mail_notifications',
  ...PAYMENT_CRONTAB,
  LEVELS_CRONTAB,
  DIGEST_CRONTAB,
].join('\n');

/**
 * Runs the job queue's worker with the app (unless RUN_JOBS is off: a web-only instance): recorded domain events go to
 * their subscribers and, unless `schedules` is off (tests sweep and mail by hand), the recurring jobs run. It stops
 * when the app closes, after its jobs in flight.
 */
export default fp(
  async (app: FastifyInstance, { schedules }: { schedules: boolean }) => {
    if (!app.config.RUN_JOBS) return;
    const log = (line: string) => app.log.warn(line);
    const subscribers = [
      notificationSubscribers(app.db, app.realtime),
      chatSubscribers(app.db, app.realtime),
      invoiceSubscribers(app.db, { dataDir: app.config.DATA_DIR, fatoora: createFatooraProvider(app.config, app.db) }),
      listingSubscribers(app.db, app.listingReplies.changes),
      alertSubscribers(app.db, app.realtime),
    ];
    const {
      ESCROW_RELEASE_DAYS: releaseDays,
      SHIP_DEADLINE_DAYS: shipDays,
      COMMISSION_PERCENT: commissionPercent,
      DIGITAL_CODE_UNREVEALED_DAYS: unrevealedDays,
    } = app.config;
    const carrierProvider = createCarrierProvider(app.config);
    /** Until when the events this process delivers need not queue the mail job: one is queued to run after. */
    let mailQueuedUntil = 0;
    const worker = await startWorker(app.db, {
      tasks: {
        [DELIVER_EVENT_TASK]: async (payload, helpers) => {
          await deliverEvent(subscribers, payload as DeliveredEvent);
          // What was just stored leaves by e-mail and SMS within 15 seconds, one batch for the events of that time.
          // Queueing costs a statement and a queue notification, so it is done once for all the events delivered until
          // a second before the queued job runs, and at most once a second while it waits behind a busy queue (the
          // minute's mailer sends what a job that had already started missed).
          if (schedules && Date.now() >= mailQueuedUntil) {
            const job = await helpers.addJob(
              'mail_notifications',
              {},
              { jobKey: 'mail_notifications', runAt: new Date(Date.now() + MAIL_DELAY_MS), jobKeyMode: 'preserve_run_at' },
            );
            mailQueuedUntil = Math.max(new Date(job.run_at).getTime() - 1000, Date.now() + 1000);
          }
        },
        sweep_escrow: async () => {
          const { released, canceled } = await sweepOrders(app.db, {
            releaseDays,
            shipDays,
            commissionPercent,
            unrevealedDays,
            flagCount: app.config.DIGITAL_REPORTS_FLAG_COUNT,
          });
          if (released.length || canceled.length) {
            app.log.info(`[sweeper] released ${released.length} orders, cancelled ${canceled.length} late orders`);
          }
        },
        expire_checkouts: async () => {
          const expired = await expireCheckouts(app.db, log);
          if (expired.length) app.log.info(`[checkouts] released ${expired.length} unpaid checkouts`);
        },
        expire_offers: async () => {
          const closed = await expireOffers(app.db);
          if (closed.length) app.log.info(`[offers] closed ${closed.length} offers that ran out of time`);
        },
        [TRACK_SHIPMENT_TASK]: async (payload) => {
          await trackShipment(app.db, carrierProvider, payload as { orderId: string });
        },
        saved_search_digest: async () => {
          const sent = await sendSavedSearchDigests(app.db, app.realtime);
          if (sent) app.log.info(`[alerts] sent ${sent} saved-search digests`);
        },
        [WEB_PUSH_TASK]: async (payload) => {
          await sendWebPush(app.db, app.webPush, (payload as { notificationId: string }).notificationId, log);
        },
        mail_notifications: async () => {
          await mailNotifications(app.db, app.messenger, log);
        },
        ...paymentTasks(app),
        compute_seller_levels: async () => {
          const sellers = await computeSellerLevels(app.db, { shipDays });
          app.log.info(`[levels] computed the levels of ${sellers} sellers`);
        },
        backup_database: async () => {
          const { BACKUP_EVERY: everyHours, BACKUP_KEEP: keep, DATA_DIR } = app.config;
          if (!everyHours) return;
          const backupsDir = path.resolve(DATA_DIR, 'backups');
          const folder = await scheduledBackup({ pool: app.db.$client, storage: app.storage, backupsDir, everyHours, keep });
          if (folder) app.log.info(`[backup] written to ${folder}`);
        },
      },
      crontab: schedules ? [CRONTAB, ...(app.config.BACKUP_EVERY ? [BACKUP_CRONTAB] : [])].join('\n') : undefined,
      log,
    });
    // A fresh install or a server that slept through the night should not show every seller as new until tomorrow.
    if (schedules) await worker.addJob('compute_seller_levels', {}, { jobKey: 'compute_seller_levels' });
    // Before the HTTP server stops: a job that calls this server (the sandbox gateway's webhooks) still finds it.
    app.addHook('preClose', () => worker.stop());
  },
  { name: 'jobs', dependencies: ['realtime', 'listing-replies', 'web-push'] },
);
