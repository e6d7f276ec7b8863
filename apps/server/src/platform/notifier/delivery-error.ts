import { AppError } from '../http/errors.ts';
import type { OutboxChannel } from './tables.ts';

const MESSAGES: Record<OutboxChannel, string> = {
  sms: '短信发送失败，请稍后重试',
  email: '邮件发送失败，请稍后重试',
};

/**
 * A message could not be handed to its gateway. The caller sees only the Chinese message (as a 503 when it reaches
 * the error handler); what went wrong is in the server log, and in `cause`.
 */
export class DeliveryError extends AppError {
  constructor(
    readonly channel: OutboxChannel,
    options?: { cause?: unknown },
  ) {
    super(503, MESSAGES[channel]);
    this.name = 'DeliveryError';
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}

/** The gateway answered, but not with success. `detail` is already safe to log. */
export class GatewayRejectedError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(`gateway answered HTTP ${status}`);
    this.name = 'GatewayRejectedError';
  }
}
