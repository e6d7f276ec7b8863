import type { BaseLogger } from 'pino';
import type { Config } from '../../config.ts';
import type { Database } from '../database/client.ts';
import { DeliveryError, GatewayRejectedError } from './delivery-error.ts';
import {
  consoleMailDriver,
  consoleSmsDriver,
  type EmailMessage,
  httpSmsDriver,
  type MailDriver,
  type SmsDriver,
  type SmsMessage,
  smtpMailDriver,
} from './drivers.ts';
import { maskEmail, maskMobile } from './masking.ts';
import { createOutboxRepository } from './outbox-repository.ts';

export { DeliveryError } from './delivery-error.ts';
export type { EmailMessage, SmsMessage } from './drivers.ts';

export interface Notifier {
  sendSms: (message: SmsMessage) => Promise<void>;
  sendEmail: (message: EmailMessage) => Promise<void>;
}

export interface NotifierDependencies {
  db: Database;
  logger: Pick<BaseLogger, 'info' | 'error'>;
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

/**
 * Delivers SMS and e-mail (codes, mostly) through the configured drivers. With the `console` driver the message is
 * the point: it goes to the log in clear and to the outbox table that `npm run outbox` prints. Real drivers log only
 * a masked recipient and the purpose.
 */
export const createNotifier = (
  config: Pick<Config, 'notifier'>,
  { db, logger }: NotifierDependencies,
): Notifier => {
  const outbox = createOutboxRepository(db);
  const { sms, mail } = config.notifier;
  const smsDriver: SmsDriver = sms.driver === 'http' ? httpSmsDriver(sms) : consoleSmsDriver(outbox);
  const mailDriver: MailDriver = mail.driver === 'smtp' ? smtpMailDriver(mail) : consoleMailDriver(outbox);

  return {
    sendSms: async (message) => {
      const { mobile, text, purpose } = message;
      const shown = smsDriver.name === 'console' ? mobile : maskMobile(mobile);
      if (smsDriver.name === 'console') {
        logger.info(
          { notifier: 'sms', to: mobile, purpose, text },
          `短信 → ${mobile}（${purpose}）：${text}`,
        );
      }
      try {
        await smsDriver.send(message);
      } catch (error) {
        logger.error(
          { notifier: 'sms', driver: smsDriver.name, to: shown, purpose, ...failureDetail(error) },
          'sms delivery failed',
        );
        throw new DeliveryError('sms', { cause: error });
      }
      if (smsDriver.name !== 'console') {
        logger.info({ notifier: 'sms', driver: smsDriver.name, to: shown, purpose }, 'sms delivered');
      }
    },
    sendEmail: async (message) => {
      const { to, subject, text, purpose } = message;
      const shown = mailDriver.name === 'console' ? to : maskEmail(to);
      if (mailDriver.name === 'console') {
        logger.info(
          { notifier: 'email', to, purpose, subject, text },
          `邮件 → ${to}（${purpose}）《${subject}》：${text}`,
        );
      }
      try {
        await mailDriver.send(message);
      } catch (error) {
        logger.error(
          { notifier: 'email', driver: mailDriver.name, to: shown, purpose, ...failureDetail(error) },
          'email delivery failed',
        );
        throw new DeliveryError('email', { cause: error });
      }
      if (mailDriver.name !== 'console') {
        logger.info({ notifier: 'email', driver: mailDriver.name, to: shown, purpose }, 'email delivered');
      }
    },
  };
};
