import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { BaseLogger } from 'pino';
import type { MailSettings, SmsSettings } from '../../config.ts';
import { redactDigits } from '../masking.ts';
import { GatewayRejectedError } from './delivery-error.ts';

export interface SmsMessage {
  mobile: string;
  text: string;
  /** What the message is for (e.g. the code purpose); kept in the outbox and sent to the gateway. */
  purpose: string;
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  purpose: string;
}

export interface SmsDriver {
  name: SmsSettings['driver'];
  send: (message: SmsMessage) => Promise<void>;
}

export interface MailDriver {
  name: MailSettings['driver'];
  send: (message: EmailMessage) => Promise<void>;
}

/** Development and demo: the message is the point, so it goes to the log in clear (the outbox keeps it too). */
export const consoleSmsDriver = (logger: Pick<BaseLogger, 'info'>): SmsDriver => ({
  name: 'console',
  send: async ({ mobile, text, purpose }) => {
    logger.info({ notifier: 'sms', to: mobile, purpose, text }, `短信 → ${mobile}（${purpose}）：${text}`);
  },
});

export const consoleMailDriver = (logger: Pick<BaseLogger, 'info'>): MailDriver => ({
  name: 'console',
  send: async ({ to, subject, text, purpose }) => {
    logger.info(
      { notifier: 'email', to, purpose, subject, text },
      `邮件 → ${to}（${purpose}）《${subject}》：${text}`,
    );
  },
});

/** Posts `{ mobile, text, purpose, sentAt }` as JSON to the operator's SMS gateway; anything but a 2xx is a failure. */
export const httpSmsDriver = (settings: Extract<SmsSettings, { driver: 'http' }>): SmsDriver => ({
  name: 'http',
  send: async ({ mobile, text, purpose }) => {
    const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
    if (settings.token) headers.authorization = `Bearer ${settings.token}`;
    // One deadline for the whole exchange, reading the answer included.
    const signal = AbortSignal.timeout(settings.timeoutMs);
    const response = await fetch(settings.url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ mobile, text, purpose, sentAt: new Date().toISOString() }),
      signal,
      redirect: 'error',
    });
    const answer = await response.text();
    if (!response.ok) throw new GatewayRejectedError(response.status, redactDigits(answer.slice(0, 300)));
  },
});

// A code is only useful for minutes; a relay that does not answer within these is treated as down.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export const smtpMailDriver = (settings: Extract<MailSettings, { driver: 'smtp' }>): MailDriver => {
  // nodemailer is loaded on the first e-mail: most instances send none, and start faster without it (issue 11)
  let transport: Transporter<SMTPTransport.SentMessageInfo> | undefined;
  const transportOf = async (): Promise<Transporter<SMTPTransport.SentMessageInfo>> => {
    const { default: nodemailer } = await import('nodemailer');
    transport ??= nodemailer.createTransport({
      host: settings.host,
      port: settings.port,
      secure: settings.secure,
      ...(settings.auth ? { auth: settings.auth } : {}),
      ...SMTP_TIMEOUTS,
    });
    return transport;
  };
  return {
    name: 'smtp',
    send: async ({ to, subject, text, html }) => {
      const info = await (await transportOf()).sendMail({
        from: settings.from,
        to,
        subject,
        text,
        ...(html ? { html } : {}),
      });
      if (info.rejected.length > 0)
        throw new Error(`SMTP relay rejected ${info.rejected.length} recipient(s)`);
    },
  };
};
