import { type ApiErrorReason, errorMessageOf, fieldIssuesOf, isApiError, retryAfterOf } from './api-error.ts';

/**
 * How a form shows a failed submit, read from the error's reason and details, never from its text: issues of the
 * form's own fields go onto those fields, the rest into one alert, a wait the server asked for counts down, and a
 * captcha the server asked for is shown. Pure, so the rules are tested without a form.
 */

/**
 * Client copy for a reason. A function gets the seconds left of a wait the server asked for (0 when none) and the
 * server's own sentence, to show as it is when it says best why (never to read: no client looks inside it).
 */
export type ReasonMessage = string | ((secondsLeft: number, said: string) => string | undefined);

export interface FormFailureRules<F extends string> {
  /** The fields this form has; issues for other fields stay in the alert. */
  fields: readonly F[];
  /** Reasons that concern one field even when the server names none (e.g. a wrong code on `code`). */
  reasonFields?: Partial<Record<ApiErrorReason, F>>;
  /** Client copy per reason, instead of the server's sentence. */
  messages?: Partial<Record<ApiErrorReason, ReasonMessage>>;
}

export interface FormFailure<F extends string> {
  reason: ApiErrorReason | undefined;
  /** For antd `form.setFields`. */
  fields: { name: F; errors: string[] }[];
  /** Seconds the server asked the user to wait; 0 when none. */
  waitSeconds: number;
  /** The form-level text for the seconds left of the wait (0 once it is over), or nothing. */
  alertAt: (secondsLeft: number) => string | undefined;
  /** The server wants the image captcha (shown from now on). */
  captchaRequired: boolean;
  /** The client has dealt with it already (session ended and explained, request cancelled): show nothing. */
  handled: boolean;
}

/** The countdown text when a form gives no copy of its own for the reason. */
export const waitText = (secondsLeft: number): string => `操作过于频繁，请 ${secondsLeft} 秒后再试`;

const textOf = (message: ReasonMessage | undefined, secondsLeft: number, said: string): string | undefined =>
  typeof message === 'function' ? message(secondsLeft, said) : message;

export const CAPTCHA_REASONS: readonly ApiErrorReason[] = ['CAPTCHA_REQUIRED', 'CAPTCHA_INVALID'];

/** Whether a failure asks for the image captcha (its reason, or a sign-in refusal that now needs one). */
export const captchaWanted = (error: unknown): boolean =>
  isApiError(error) && (CAPTCHA_REASONS.includes(error.reason) || error.details.captchaRequired === true);

export const readFormFailure = <F extends string>(
  error: unknown,
  rules: FormFailureRules<F>,
): FormFailure<F> => {
  const reason = isApiError(error) ? error.reason : undefined;
  const handled = isApiError(error) && (error.kind === 'session-ended' || error.kind === 'aborted');
  const isField = (name: string): name is F => (rules.fields as readonly string[]).includes(name);
  const custom = reason ? rules.messages?.[reason] : undefined;
  const waitSeconds = handled ? 0 : retryAfterOf(error);
  const said = errorMessageOf(error);

  const issues = fieldIssuesOf(error);
  const fields = issues.flatMap((issue) =>
    isField(issue.field) ? [{ name: issue.field, errors: [issue.message] }] : [],
  );
  const reasonField = reason ? rules.reasonFields?.[reason] : undefined;
  if (fields.length === 0 && reasonField && waitSeconds === 0) {
    fields.push({ name: reasonField, errors: [textOf(custom, 0, said) ?? said] });
  }
  const allOnFields = fields.length > 0 && issues.every((issue) => isField(issue.field));
  const onReasonField = fields.length > 0 && issues.length === 0;

  const alertAt = (secondsLeft: number): string | undefined => {
    if (handled) return undefined;
    if (waitSeconds > 0) {
      // The server's sentence names the wait as it was when sent; the client counts it down instead.
      if (secondsLeft > 0) return textOf(custom, secondsLeft, said) ?? waitText(secondsLeft);
      return textOf(custom, 0, said);
    }
    if (allOnFields || onReasonField) return undefined;
    return textOf(custom, 0, said) ?? said;
  };

  return {
    reason,
    fields: handled ? [] : fields,
    waitSeconds,
    alertAt,
    captchaRequired: captchaWanted(error),
    handled,
  };
};
