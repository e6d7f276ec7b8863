import type { FormInstance } from 'antd';
import { useEffect, useState } from 'react';
import { type ApiError, type ApiErrorReason, isApiError } from '../lib/api-error.ts';
import { type FormFailure, type FormFailureRules, readFormFailure } from '../lib/form-failure.ts';
import { useCountdown } from './use-countdown.ts';

/** What the helper needs of a form's image captcha (features/auth useCaptcha provides it). */
export interface CaptchaFollowUp {
  /** Shows the captcha when the failure asks for it and renews a used image, clearing the typed answer. */
  afterFailure: (caught: unknown, clearAnswer: () => void) => void;
}

/** The part of a TanStack `useMutation` result the helper drives. */
export interface SubmitMutation<Variables, Data> {
  mutateAsync: (variables: Variables) => Promise<Data>;
  isPending: boolean;
}

export interface FormSubmitOptions<Values, Variables, Data, F extends string> extends FormFailureRules<F> {
  /** The mutation's variables from the form's values (trimmed, renamed, combined with what the flow knows). */
  variables: (values: Values) => Variables;
  /** After a success; awaited while the form stays busy, and a failure in it is shown like the mutation's own. */
  onSuccess?: (data: Data, values: Values) => unknown;
  /** Reasons the form answers itself (e.g. FLOW_EXPIRED: start again); nothing else is shown for them. */
  on?: Partial<Record<ApiErrorReason, (error: ApiError) => void>>;
  /** The form's image captcha: shown once the server asks for it, renewed after every failed try. */
  captcha?: CaptchaFollowUp;
  /** Scroll to the first field that got an error (long forms). */
  scrollToError?: boolean;
}

export interface FormSubmitState<Values> {
  /** For `<Form onFinish>`. */
  onFinish: (values: Values) => Promise<void>;
  /** For the submit button's `loading`. */
  submitting: boolean;
  /** The form-level alert text, or nothing. */
  alert: string | undefined;
  /** Why the last submit failed, while its failure is shown (e.g. to offer a way on beside the alert). */
  reason: ApiErrorReason | undefined;
  /** Seconds left of a wait the server asked for; 0 when none. */
  waitSeconds: number;
  /** Clears the alert and the wait (e.g. when the user switches method). */
  reset: () => void;
}

/**
 * The one way a form submits (no form keeps its own try/finally): runs the mutation, is busy while it (and
 * `onSuccess`) runs, puts the server's field issues (400, 409) on the form's fields, and turns the reason of what
 * is left into the alert, a countdown or the captcha. Session ends are the request client's: nothing shows here.
 */
export const useFormSubmit = <Values, Variables, Data, F extends string>(
  form: FormInstance<Values>,
  mutation: SubmitMutation<Variables, Data>,
  options: FormSubmitOptions<Values, Variables, Data, F>,
): FormSubmitState<Values> => {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FormFailure<F>>();
  const [waitSeconds, startWait] = useCountdown();

  const reset = () => {
    setFailure(undefined);
    startWait(0);
  };

  // A failure that brings the captcha in names its field (请输入图形验证码) before the row is on the form, and antd
  // drops errors of a field it does not hold yet: put them on again once the row has rendered.
  useEffect(() => {
    if (failure?.captchaRequired && failure.fields.length > 0) form.setFields(failure.fields as never);
  }, [failure, form]);

  const onFinish = async (values: Values) => {
    reset();
    setBusy(true);
    try {
      const data = await mutation.mutateAsync(options.variables(values));
      await options.onSuccess?.(data, values);
    } catch (caught) {
      const own = isApiError(caught) ? options.on?.[caught.reason] : undefined;
      if (own && isApiError(caught)) {
        own(caught);
        return;
      }
      options.captcha?.afterFailure(caught, () => form.setFieldValue('captchaCode' as never, '' as never));
      const read = readFormFailure(caught, options);
      form.setFields(read.fields as never);
      const first = read.fields[0];
      if (options.scrollToError && first) form.scrollToField(first.name as never);
      startWait(read.waitSeconds);
      setFailure(read);
    } finally {
      setBusy(false);
    }
  };

  return {
    onFinish,
    submitting: busy || mutation.isPending,
    alert: failure?.alertAt(waitSeconds),
    reason: failure?.handled ? undefined : failure?.reason,
    waitSeconds,
    reset,
  };
};
