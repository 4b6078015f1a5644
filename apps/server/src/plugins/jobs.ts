import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sweepOrders } from '../jobs/escrow-sweeper.js';
import { mailNotifications } from '../jobs/notification-mailer.js';
import { startWorker } from '../jobs/worker.js';
import { createCarrierProvider, trackShipment } from '../modules/carriers/index.js';
import type { DeliveredEvent } from '../modules/events/event-types.js';
import { DELIVER_EVENT_TASK } from '../modules/events/record-event.js';
import { deliverEvent } from '../modules/events/subscribers.js';
import { createFatooraProvider, invoiceSubscribers } from '../modules/invoices/index.js';
import { notificationSubscribers } from '../modules/notifications/events.js';
import { expireCheckouts, TRACK_SHIPMENT_TASK } from '../modules/orders/index.js';
import { PAYMENT_CRONTAB, paymentTasks } from '../modules/payments/index.js';

/** How soon the e-mail and SMS copies of an event's notifications leave. */
const MAIL_DELAY_MS = 15_000;
/**
 * Once a minute: the escrow sweeper (design §5), the expiry of checkouts whose payment did not arrive (issue 15), the
 * mailer for notifications stored outside events (broadcasts), and the payments' reconciler.
 */
const CRONTAB = ['* * * * * sweep_escrow', '* * * * * expire_checkouts', '* * * * * mail_notifications', ...PAYMENT_CRONTAB].join('\n');

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
      invoiceSubscribers(app.db, { dataDir: app.config.DATA_DIR, fatoora: createFatooraProvider(app.config) }),
    ];
    const {
      ESCROW_RELEASE_DAYS: releaseDays,
      SHIP_DEADLINE_DAYS: shipDays,
      COMMISSION_PERCENT: commissionPercent,
      DIGITAL_CODE_UNREVEALED_DAYS: unrevealedDays,
    } = app.config;
    const carrierProvider = createCarrierProvider(app.config);
    const worker = await startWorker(app.db, {
      tasks: {
        [DELIVER_EVENT_TASK]: async (payload, helpers) => {
          await deliverEvent(subscribers, payload as DeliveredEvent);
          // What was just stored leaves by e-mail and SMS within 15 seconds, one batch for the events of that time.
          if (schedules) {
            await helpers.addJob(
              'mail_notifications',
              {},
              { jobKey: 'mail_notifications', runAt: new Date(Date.now() + MAIL_DELAY_MS), jobKeyMode: 'preserve_run_at' },
            );
          }
        },
        sweep_escrow: async () => {
          const { released, canceled } = await sweepOrders(app.db, { releaseDays, shipDays, commissionPercent, unrevealedDays });
          if (released.length || canceled.length) {
            app.log.info(`[sweeper] released ${released.length} orders, cancelled ${canceled.length} late orders`);
          }
        },
        expire_checkouts: async () => {
          const expired = await expireCheckouts(app.db, log);
          if (expired.length) app.log.info(`[checkouts] released ${expired.length} unpaid checkouts`);
        },
        [TRACK_SHIPMENT_TASK]: async (payload) => {
          await trackShipment(app.db, carrierProvider, payload as { orderId: string });
        },
        mail_notifications: async () => {
          await mailNotifications(app.db, app.messenger, log);
        },
        ...paymentTasks(app),
      },
      crontab: schedules ? CRONTAB : undefined,
      log,
    });
    app.addHook('onClose', () => worker.stop());
  },
  { name: 'jobs', dependencies: ['realtime'] },
);
