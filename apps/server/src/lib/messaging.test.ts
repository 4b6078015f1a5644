import type { AddressInfo } from 'node:net';
import type { TRecoveryVerifiedReply } from '@gamesouq/core';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { createTestApp, type TestApp, uniquePhone } from '../test/test-app.js';
import { createMessenger, logOnlyChannels } from './messaging.js';

type Mail = { from: string; to: string[]; user?: string; raw: string };

/** A real SMTP server on a loopback port that keeps what it receives. */
async function startSmtpServer({ user, pass }: { user?: string; pass?: string } = {}) {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    disabledCommands: user ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === pass) return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          user: session.user,
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { mails, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('SMTP e-mail', () => {
  it('sends through SMTP_HOST with the account of SMTP_USER and SMTP_PASS, from SMTP_FROM', async () => {
    const smtp = await startSmtpServer({ user: 'mailer', pass: 's3cret' });
    try {
      const config = loadConfig({
        EMAIL_PROVIDER: 'smtp',
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(smtp.port),
        SMTP_USER: 'mailer',
        SMTP_PASS: 's3cret',
        SMTP_FROM: 'GameSouq <no-reply@gamesouq.sa>',
      });
      const logged: string[] = [];
      const messenger = createMessenger(config, (line) => logged.push(line));
      await messenger.sendEmail('huda@example.com', 'Reset your GameSouq password', 'Your code is 4821.');
      expect(smtp.mails).toHaveLength(1);
      expect(smtp.mails[0]).toMatchObject({ from: 'no-reply@gamesouq.sa', to: ['huda@example.com'], user: 'mailer' });
      expect(smtp.mails[0]?.raw).toContain('Subject: Reset your GameSouq password');
      expect(smtp.mails[0]?.raw).toContain('Your code is 4821.');
      // E-mail left by SMTP: none of it in the log or the dev outbox.
      expect(logged).toEqual([]);
      expect(messenger.outbox).toEqual([]);
    } finally {
      await smtp.close();
    }
  });

  it('fails the send when the SMTP server refuses the account', async () => {
    const smtp = await startSmtpServer({ user: 'mailer', pass: 's3cret' });
    try {
      const config = loadConfig({
        EMAIL_PROVIDER: 'smtp',
        SMTP_URL: `smtp://mailer:wrong@127.0.0.1:${smtp.port}`,
        SMTP_FROM: 'no-reply@gamesouq.sa',
      });
      await expect(createMessenger(config, () => {}).sendEmail('huda@example.com', 'Hi', 'Hello')).rejects.toThrow();
      expect(smtp.mails).toEqual([]);
    } finally {
      await smtp.close();
    }
  });

  it('refuses incomplete or contradictory SMTP settings at start, naming them', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return '';
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
    };
    expect(problems({ EMAIL_PROVIDER: 'smtp', SMTP_FROM: 'a@b.sa' })).toContain('EMAIL_PROVIDER: smtp needs SMTP_URL or SMTP_HOST');
    expect(problems({ EMAIL_PROVIDER: 'smtp', SMTP_HOST: 'mail.example.com' })).toContain(
      'SMTP_FROM: is required when EMAIL_PROVIDER is smtp',
    );
    expect(problems({ EMAIL_PROVIDER: 'smtp', SMTP_URL: 'https://mail.example.com', SMTP_FROM: 'a@b.sa' })).toContain(
      'SMTP_URL: must be an smtp:// or smtps:// URL',
    );
    expect(problems({ EMAIL_PROVIDER: 'smtp', SMTP_HOST: 'h', SMTP_USER: 'u', SMTP_FROM: 'a@b.sa' })).toContain(
      'SMTP_PASS: SMTP_USER and SMTP_PASS go together',
    );
    expect(problems({ SMTP_FROM: 'not an address' })).toContain('SMTP_FROM: must be an e-mail address');
    expect(problems({ SMTP_PORT: 'abc' })).toContain('SMTP_PORT: must be a port number');
    expect(problems({ EMAIL_PROVIDER: 'pigeon' })).toContain('EMAIL_PROVIDER: must be log or smtp');
    expect(problems({ EMAIL_PROVIDER: 'smtp', SMTP_URL: 'smtps://u:p@mail.example.com:465', SMTP_FROM: 'GameSouq <a@b.sa>' })).toBe('');
  });

  it('names the channels that reach only the log', () => {
    expect(logOnlyChannels(loadConfig({}))).toEqual(['SMS', 'e-mail']);
    expect(logOnlyChannels(loadConfig({ EMAIL_PROVIDER: 'smtp', SMTP_HOST: 'h', SMTP_FROM: 'a@b.sa' }))).toEqual(['SMS']);
  });
});

describe('password recovery by e-mail over SMTP', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ EMAIL_PROVIDER: 'smtp', SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SMTP_FROM: 'no-reply@gamesouq.sa' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the 4-digit code to the mailbox, where it is the code the server accepts', async () => {
    const user = await t.createUser();
    const reply = await t.request('POST', '/api/auth/recover', { body: { emailOrPhone: user.email.toUpperCase() } });
    expect(reply.status).toBe(200);
    await expect.poll(() => smtp.mails.length).toBe(1);
    expect(smtp.mails[0]?.to).toEqual([user.email]);
    const code = smtp.mails[0]?.raw.match(/reset code is (\d{4})\b/)?.[1];
    expect(code).toMatch(/^\d{4}$/);
    const verified = await t.request<TRecoveryVerifiedReply>('POST', '/api/auth/recover/verify', {
      body: { emailOrPhone: user.email, code },
    });
    expect(verified.body.resetToken).toEqual(expect.any(String));
  });
});

describe('production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40) });
  });
  afterAll(() => t.close());

  it('has no dev outbox', async () => {
    const reply = await t.request('GET', `/api/dev/outbox?to=${encodeURIComponent('+966500000003')}`);
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('masks codes in the log', async () => {
    const phone = uniquePhone();
    const user = await t.createUser();
    expect((await t.request('POST', '/api/send-verification', { body: { phoneNumber: phone } })).status).toBe(200);
    expect((await t.request('POST', '/api/auth/recover', { body: { emailOrPhone: user.email } })).status).toBe(200);
    const sms = t.logLines.find((line) => line.startsWith(`[sms] to ${phone}:`));
    const email = t.logLines.find((line) => line.startsWith(`[email] to ${user.email}:`));
    expect(sms).toContain('Your GameSouq verification code is ••••.');
    expect(email).toContain('Your GameSouq password reset code is ••••.');
    for (const line of [sms, email]) expect(line?.split(': ').slice(1).join(': ')).not.toMatch(/\d{4}/);
  });
});
