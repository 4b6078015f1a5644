import type { Config } from '../config.js';

export type OutboxMessage = { to: string; channel: 'sms' | 'email'; text: string; createdAt: string };

/** SMS and e-mail leave through this interface (design §3). */
export type Messenger = {
  sendSms(to: string, text: string): Promise<void>;
  sendEmail(to: string, subject: string, text: string): Promise<void>;
  /** Messages kept for developers and tests; absent in production. */
  outbox?: OutboxMessage[];
};

const OUTBOX_LIMIT = 500;
type Log = (line: string) => void;

/** Writes each message to the log; outside production it also keeps it in an outbox that GET /api/dev/outbox reads. */
export function createLogMessenger({ isProduction, log }: { isProduction: boolean; log: Log }): Messenger {
  const outbox: OutboxMessage[] = [];
  const keep = (message: OutboxMessage) => {
    outbox.push(message);
    if (outbox.length > OUTBOX_LIMIT) outbox.splice(0, outbox.length - OUTBOX_LIMIT);
  };
  // Codes must never reach a production log, where operators and log shippers would see them.
  const shown = (text: string) => (isProduction ? text.replace(/\d{4,}/g, '••••') : text);
  return {
    async sendSms(to, text) {
      log(`[sms] to ${to}: ${shown(text)}`);
      if (!isProduction) keep({ to, channel: 'sms', text, createdAt: new Date().toISOString() });
    },
    async sendEmail(to, subject, text) {
      log(`[email] to ${to}: ${subject}: ${shown(text)}`);
      if (!isProduction) keep({ to, channel: 'email', text: `${subject}\n${text}`, createdAt: new Date().toISOString() });
    },
    ...(isProduction ? {} : { outbox }),
  };
}

/** Twilio's REST API for SMS; e-mail still goes to the log until an SMTP provider is configured. */
function createTwilioMessenger(config: Config, fallback: Messenger): Messenger {
  const auth = Buffer.from(`${config.TWILIO_ACCOUNT_SID}:${config.TWILIO_AUTH_TOKEN}`).toString('base64');
  return {
    async sendSms(to, text) {
      const response = await fetch(`https://api.twilio.com/2010-04-01/Accounts/${config.TWILIO_ACCOUNT_SID}/Messages.json`, {
        method: 'POST',
        headers: { authorization: `Basic ${auth}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: to, From: config.TWILIO_FROM ?? '', Body: text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
    },
    sendEmail: fallback.sendEmail,
  };
}

export function createMessenger(config: Config, log: Log): Messenger {
  const logMessenger = createLogMessenger({ isProduction: config.NODE_ENV === 'production', log });
  return config.SMS_PROVIDER === 'twilio' ? createTwilioMessenger(config, logMessenger) : logMessenger;
}
