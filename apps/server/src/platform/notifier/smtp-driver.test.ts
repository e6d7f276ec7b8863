import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { postJson } from '../../../test/identity-helpers.ts';
import { waitFor } from '../../../test/wait.ts';
import { loadConfig } from '../../config.ts';
import { users } from '../identity/tables.ts';
import { createNotifier, type EmailMessage } from './notifier.ts';
import { createOutboxRepository } from './outbox-repository.ts';
import { platformText } from './platform-text.ts';

interface Received {
  from: string | undefined;
  to: string[];
  user: unknown;
  raw: string;
}

/** A real SMTP server on an ephemeral port of 127.0.0.1 that keeps what it receives. */
const startSmtpServer = async (options: SMTPServerOptions) => {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    logger: false,
    ...options,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        received.push({
          from: from ? from.address : undefined,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          user: session.user,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};

/** Just enough MIME to read back what nodemailer wrote: headers, encoded words, base64 / quoted-printable parts. */
const splitPart = (part: string) => {
  const at = part.indexOf('\r\n\r\n');
  const headerText = part.slice(0, at).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of headerText.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: part.slice(at + 4) };
};
const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
const decodeBody = (headers: Map<string, string>, body: string) => {
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
};
const decodeWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replaceAll('_', ' ')),
    );
const readMessage = (raw: string) => {
  const { headers, body } = splitPart(raw);
  const parts: Record<string, string> = {};
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/.exec(type)?.[1];
  if (boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1, -1)) {
      const part = splitPart(chunk.replace(/^\r\n/, ''));
      parts[(part.headers.get('content-type') ?? '').split(';')[0] ?? ''] = decodeBody(
        part.headers,
        part.body,
      );
    }
  } else {
    parts[type.split(';')[0] ?? ''] = decodeBody(headers, body);
  }
  return {
    subject: decodeWords(headers.get('subject') ?? ''),
    from: decodeWords(headers.get('from') ?? ''),
    to: headers.get('to'),
    parts,
  };
};

const captureLogs = () => {
  const lines: string[] = [];
  const logger = pino({ level: 'info' }, { write: (chunk: string) => lines.push(chunk) });
  return { logger, lines };
};

const FROM = '乡村振兴服务平台 <noreply@example.gov.cn>';
const smtpEnv = (port: number, extra: Record<string, string> = {}) => ({
  MAIL_DRIVER: 'smtp',
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(port),
  MAIL_FROM: FROM,
  ...extra,
});

let ctx: TestContext;
const servers: { close: () => Promise<void> }[] = [];
beforeAll(async () => {
  // no worker here: each test hands the message to the driver itself, as the delivery job would
  ctx = await createTestContext({ JOBS_WORKER: 'false' });
});

/** What the delivery job does: record the message, then hand it to the driver (this being its last try). */
let lastEntryId = 0;
const sendAndDeliver = async (
  config: ReturnType<typeof loadConfig>,
  logger: pino.Logger,
  mail: EmailMessage,
) => {
  const notifier = createNotifier(config, { db: ctx.db, jobs: ctx.app.jobs, logger });
  lastEntryId = await notifier.sendEmail(mail);
  await notifier.deliver(lastEntryId, { final: true });
};
const lastEntry = () => createOutboxRepository(ctx.db).byId(lastEntryId);
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});
afterAll(async () => ctx?.close());

describe('the smtp mail driver', () => {
  it('delivers to a relay without authentication, Chinese subject and body intact', async () => {
    const smtp = await startSmtpServer({ authOptional: true });
    servers.push(smtp);
    const { logger, lines } = captureLogs();
    await sendAndDeliver(loadConfig(smtpEnv(smtp.port)), logger, {
      to: 'li.si@example.cn',
      subject: platformText`【乡村振兴服务平台】邮箱验证码`,
      text: platformText`您好：\n您的验证码为 739204，10 分钟内有效。如非本人操作，请忽略本邮件。`,
      purpose: 'email-sign-in',
    });

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.from).toBe('noreply@example.gov.cn');
    expect(mail?.to).toEqual(['li.si@example.cn']);
    const message = readMessage(mail?.raw ?? '');
    expect(message.subject).toBe('【乡村振兴服务平台】邮箱验证码');
    expect(message.from).toContain('乡村振兴服务平台');
    expect(message.to).toBe('li.si@example.cn');
    expect(message.parts['text/plain']?.replace(/\r\n/g, '\n').trim()).toBe(
      '您好：\n您的验证码为 739204，10 分钟内有效。如非本人操作，请忽略本邮件。',
    );
    // A real delivery logs who and why, masked, never the message or its code.
    const log = lines.join('');
    expect(log).toContain('email delivered');
    expect(log).toContain('l***@example.cn');
    expect(log).not.toContain('739204');
    expect(log).not.toContain('li.si@');
    // The outbox keeps a record of a real delivery, without its code.
    expect(await lastEntry()).toMatchObject({
      status: 'sent',
      driver: 'smtp',
      recipient: 'li.si@example.cn',
    });
    expect((await lastEntry())?.body).not.toContain('739204');
  });

  it('signs in to a relay that requires it and sends the HTML alternative too', async () => {
    const smtp = await startSmtpServer({
      authOptional: false,
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        if (auth.username === 'mailer' && auth.password === 'pa55 词')
          return callback(null, { user: 'mailer' });
        return callback(new Error('Invalid username or password'));
      },
    });
    servers.push(smtp);
    await sendAndDeliver(
      loadConfig(smtpEnv(smtp.port, { SMTP_USER: 'mailer', SMTP_PASS: 'pa55 词' })),
      captureLogs().logger,
      {
        to: 'wang.wu@example.cn',
        subject: platformText`重置密码`,
        text: platformText`验证码 551203`,
        html: platformText`<p>验证码 <strong>551203</strong></p>`,
        purpose: 'reset-password',
      },
    );

    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.user).toBe('mailer');
    const message = readMessage(smtp.received[0]?.raw ?? '');
    expect(message.subject).toBe('重置密码');
    expect(message.parts['text/plain']?.trim()).toBe('验证码 551203');
    expect(message.parts['text/html']?.trim()).toBe('<p>验证码 <strong>551203</strong></p>');
  });

  it('fails the delivery when the relay refuses the credentials, and logs why without the code', async () => {
    const smtp = await startSmtpServer({
      authOptional: false,
      allowInsecureAuth: true,
      onAuth: (_auth, _session, callback) => callback(new Error('Invalid username or password')),
    });
    servers.push(smtp);
    const { logger, lines } = captureLogs();
    const attempt = sendAndDeliver(
      loadConfig(smtpEnv(smtp.port, { SMTP_USER: 'mailer', SMTP_PASS: 'wrong' })),
      logger,
      {
        to: 'a@example.cn',
        subject: platformText`验证码`,
        text: platformText`验证码 830021`,
        purpose: 'register',
      },
    );
    await expect(attempt).rejects.toMatchObject({ code: 'EAUTH' });
    expect(await lastEntry()).toMatchObject({ status: 'failed', body: '验证码 ######' });
    expect(smtp.received).toHaveLength(0);
    const failure = JSON.parse(lines.at(-1) ?? '{}');
    expect(failure).toMatchObject({
      level: 50,
      msg: 'email delivery failed',
      code: 'EAUTH',
      to: 'a***@example.cn',
    });
    expect(lines.join('')).not.toContain('830021');
  });

  it('fails the delivery when no relay listens', async () => {
    const smtp = await startSmtpServer({ authOptional: true });
    await smtp.close(); // the port is now closed
    const { logger, lines } = captureLogs();
    await expect(
      sendAndDeliver(loadConfig(smtpEnv(smtp.port)), logger, {
        to: 'a@example.cn',
        subject: platformText`验证码`,
        text: platformText`验证码 100200`,
        purpose: 'register',
      }),
    ).rejects.toMatchObject({ code: 'ESOCKET' });
    expect(JSON.parse(lines.at(-1) ?? '{}')).toMatchObject({ msg: 'email delivery failed', code: 'ESOCKET' });
  });
});

describe('codes delivered by the job queue', () => {
  it('an e-mail sign-in code requested over HTTP reaches the relay through the worker', async () => {
    const smtp = await startSmtpServer({ authOptional: true });
    const worker = await createTestContext(smtpEnv(smtp.port));
    try {
      await worker.db.insert(users).values({
        username: 'mailreader',
        nickName: '读邮件',
        email: 'reader@example.cn',
        emailVerifiedAt: new Date(),
      });
      const sent = await postJson(worker.app, '/sso/email/getCode', { email: 'reader@example.cn' });
      expect(sent.code).toBe(200);
      // the request answered before the mail went out; the worker delivers it moments later
      const mail = await waitFor(async () => smtp.received[0]);
      expect(mail.to).toEqual(['reader@example.cn']);
      const text = readMessage(mail.raw).parts['text/plain'] ?? '';
      expect(text).toMatch(/登录验证码为 \d{6}/);
      const outbox = createOutboxRepository(worker.db);
      const entry = await waitFor(async () => {
        const [newest] = (await outbox.list({ recipient: 'reader@example.cn' })).entries;
        return newest?.status === 'sent' ? newest : undefined;
      });
      expect(entry).toMatchObject({ driver: 'smtp', attempts: 1 });
      expect(entry.body).not.toMatch(/\d{6}/);
    } finally {
      await worker.close();
      await smtp.close();
    }
  });
});
