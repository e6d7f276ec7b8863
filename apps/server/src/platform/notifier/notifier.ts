import type { BaseLogger } from 'pino';
import type { Config } from '../../config.ts';
import type { Database, Executor } from '../database/client.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { maskEmail, maskMobile, redactDigits } from '../masking.ts';
import { GatewayRejectedError } from './delivery-error.ts';
import {
  consoleMailDriver,
  consoleSmsDriver,
  type EmailMessage as DriverEmail,
  type SmsMessage as DriverSms,
  httpSmsDriver,
  type MailDriver,
  type SmsDriver,
  smtpMailDriver,
} from './drivers.ts';
import { createOutboxRepository, type NewOutboxEntry, type OutboxEntry } from './outbox-repository.ts';
import type { PlatformText } from './platform-text.ts';

/**
 * An SMS as a module sends it: its text is PlatformText, never a user's words (see platform-text.ts); the drivers
 * then carry it as a plain string.
 */
export interface SmsMessage extends Omit<DriverSms, 'text'> {
  text: PlatformText;
}

/** An e-mail as a module sends it: subject and body PlatformText, like an SMS. */
export interface EmailMessage extends Omit<DriverEmail, 'subject' | 'text' | 'html'> {
  subject: PlatformText;
  text: PlatformText;
  html?: PlatformText | undefined;
}

/** The message-sending port every module uses: record now, deliver in the background. */
export interface SendOptions {
  /** Joins the caller's transaction. */
  executor?: Executor;
  /** Makes the send happen once per key (event handlers pass `<job>:<event id>`, so a retried handler sends once). */
  dedupeKey?: string;
}

export interface Notifier {
  /**
   * Records the SMS in the outbox and enqueues its delivery, both in one transaction (the caller's when given);
   * answers the outbox id (of the earlier entry, when the dedupe key was used already).
   */
  sendSms: (message: SmsMessage, options?: SendOptions) => Promise<number>;
  sendEmail: (message: EmailMessage, options?: SendOptions) => Promise<number>;
  /** What the delivery job does with one outbox entry; throws to have the job retried. */
  deliver: (outboxId: number, attempt: { final: boolean }) => Promise<void>;
}

export const DELIVER_JOB = 'notifier:deliver';
/** Backoff of 2 s, 7 s, 20 s, 55 s, 2.5 min: a code lives 10 minutes, so more tries would arrive too late. */
export const DELIVERY_ATTEMPTS = 5;

export interface NotifierDependencies {
  db: Database;
  jobs: Pick<JobQueue, 'add'>;
  logger: Pick<BaseLogger, 'info' | 'error' | 'warn'>;
}

/** What may be logged about a failure: never the message itself, which carries the code. */
const failureDetail = (error: unknown): Record<string, unknown> => {
  if (error instanceof GatewayRejectedError) return { status: error.status, answer: error.detail };
  if (error instanceof Error && error.name === 'TimeoutError') return { reason: 'timeout' };
  const { code, responseCode, command } = error as {
    code?: unknown;
    responseCode?: unknown;
    command?: unknown;
  };
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
  return {
    reason: error instanceof Error ? error.message : String(error),
    ...(code === undefined ? {} : { code }),
    ...(responseCode === undefined ? {} : { responseCode }),
    ...(command === undefined ? {} : { command }),
    ...(cause === undefined ? {} : { cause: cause.code ?? cause.message }),
  };
};

const redacted = (entry: OutboxEntry) => ({
  body: redactDigits(entry.body),
  html: entry.html === null ? null : redactDigits(entry.html),
});

/**
 * Delivers SMS and e-mail (codes, mostly) through the configured drivers, off the request path: the request writes the
 * outbox entry and a delivery job in its own transaction, and the job hands the message to the driver, retrying with
 * backoff. With the `console` drivers the message goes to the log in clear and stays readable in the outbox
 * (`npm run outbox`); real drivers log only a masked recipient and the purpose, and mask the digits in the outbox
 * once the message has gone.
 */
export const createNotifier = (
  config: Pick<Config, 'notifier'>,
  { db, jobs, logger }: NotifierDependencies,
): Notifier => {
  const outbox = createOutboxRepository(db);
  const { sms, mail } = config.notifier;
  const smsDriver: SmsDriver = sms.driver === 'http' ? httpSmsDriver(sms) : consoleSmsDriver(logger);
  const mailDriver: MailDriver = mail.driver === 'smtp' ? smtpMailDriver(mail) : consoleMailDriver(logger);

  const enqueue = async (entry: NewOutboxEntry, { executor, dedupeKey }: SendOptions = {}) => {
    const run = async (tx: Executor) => {
      const id = await outbox.append({ ...entry, dedupeKey }, tx);
      if (id === null) return outbox.idOfDedupeKey(dedupeKey ?? '', tx);
      await jobs.add(DELIVER_JOB, { outboxId: id }, { executor: tx, maxAttempts: DELIVERY_ATTEMPTS });
      return id;
    };
    return executor ? run(executor) : db.transaction(run);
  };

  const deliverEntry = async (entry: OutboxEntry) => {
    if (entry.channel === 'sms') {
      await smsDriver.send({ mobile: entry.recipient, text: entry.body, purpose: entry.purpose });
      return;
    }
    await mailDriver.send({
      to: entry.recipient,
      subject: entry.subject ?? '',
      text: entry.body,
      html: entry.html ?? undefined,
      purpose: entry.purpose,
    });
  };

  return {
    sendSms: ({ mobile, text, purpose }, executor) =>
      enqueue({ channel: 'sms', recipient: mobile, subject: null, body: text, purpose }, executor),

    sendEmail: ({ to, subject, text, html, purpose }, executor) =>
      enqueue(
        { channel: 'email', recipient: to, subject, body: text, html: html ?? null, purpose },
        executor,
      ),

    async deliver(outboxId, attempt) {
      const entry = await outbox.byId(outboxId);
      if (entry?.status !== 'queued') return; // delivered by an earlier try, or never written
      const driverName = entry.channel === 'sms' ? smsDriver.name : mailDriver.name;
      const isConsole = driverName === 'console';
      const shown = isConsole
        ? entry.recipient
        : entry.channel === 'sms'
          ? maskMobile(entry.recipient)
          : maskEmail(entry.recipient);
      try {
        await deliverEntry(entry);
      } catch (error) {
        const detail = failureDetail(error);
        logger.error(
          {
            notifier: entry.channel,
            driver: driverName,
            to: shown,
            purpose: entry.purpose,
            final: attempt.final,
            ...detail,
          },
          `${entry.channel} delivery failed`,
        );
        await outbox.markAttemptFailed(
          entry.id,
          driverName,
          String(detail.reason ?? detail.status ?? 'failed'),
          attempt.final ? (isConsole ? { body: entry.body, html: entry.html } : redacted(entry)) : null,
        );
        throw error;
      }
      await outbox.markSent(entry.id, driverName, isConsole ? undefined : redacted(entry));
      if (!isConsole) {
        logger.info(
          { notifier: entry.channel, driver: driverName, to: shown, purpose: entry.purpose },
          `${entry.channel === 'sms' ? 'sms' : 'email'} delivered`,
        );
      }
    },
  };
};
