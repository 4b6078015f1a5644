import nodemailer from 'nodemailer';
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
/** A provider that does not answer must not hold a sign-in request for minutes (nodemailer waits 2 min to connect). */
const PROVIDER_TIMEOUT_MS = 10_000;
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

/** Twilio's REST API for SMS. */
function twilioSms(config: Config): Messenger['sendSms'] {
  const auth = Buffer.from(`${config.TWILIO_ACCOUNT_SID}:${config.TWILIO_AUTH_TOKEN}`).toString('base64');
  return async (to, text) => {
    const response = await fetch(`https://api.twilio.com/2010-04-01/Accounts/${config.TWILIO_ACCOUNT_SID}/Messages.json`, {
      method: 'POST',
      headers: { authorization: `Basic ${auth}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ To: to, From: config.TWILIO_FROM ?? '', Body: text }),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
  };
}

/** E-mail through any SMTP server (nodemailer), given as SMTP_URL or as SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS. */
function smtpEmail(config: Config): Messenger['sendEmail'] {
  const timeouts = { connectionTimeout: PROVIDER_TIMEOUT_MS, greetingTimeout: PROVIDER_TIMEOUT_MS, socketTimeout: 2 * PROVIDER_TIMEOUT_MS };
  const transport = nodemailer.createTransport(
    config.SMTP_URL
      ? { url: config.SMTP_URL, ...timeouts }
      : {
          host: config.SMTP_HOST,
          port: config.SMTP_PORT,
          secure: config.SMTP_PORT === 465,
          auth: config.SMTP_USER ? { user: config.SMTP_USER, pass: config.SMTP_PASS } : undefined,
          ...timeouts,
        },
    { from: config.SMTP_FROM },
  );
  return async (to, subject, text) => {
    await transport.sendMail({ to, subject, text });
  };
}

/** The channels whose messages reach only the server log: in production nobody receives them. */
export function logOnlyChannels(config: Config): ('SMS' | 'e-mail')[] {
  return [...(config.SMS_PROVIDER === 'log' ? ['SMS' as const] : []), ...(config.EMAIL_PROVIDER === 'log' ? ['e-mail' as const] : [])];
}

/** SMS through SMS_PROVIDER and e-mail through EMAIL_PROVIDER; `log` for either writes to the log (and the dev outbox). */
export function createMessenger(config: Config, log: Log): Messenger {
  const logMessenger = createLogMessenger({ isProduction: config.NODE_ENV === 'production', log });
  return {
    sendSms: config.SMS_PROVIDER === 'twilio' ? twilioSms(config) : logMessenger.sendSms,
    sendEmail: config.EMAIL_PROVIDER === 'smtp' ? smtpEmail(config) : logMessenger.sendEmail,
    ...(logMessenger.outbox ? { outbox: logMessenger.outbox } : {}),
  };
}
