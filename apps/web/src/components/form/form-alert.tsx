import type { ReactNode } from 'react';
import { LazyAlert } from '../ui/lazy-alert.tsx';
import './form.css';

interface FormAlertProps {
  /** The form-level text (useFormSubmit's `alert`), or nothing. */
  message: string | undefined;
  /** Seconds left of a wait the server asked for; the text counts them down. */
  waitSeconds?: number;
  /** Under a wait: what the user can do meanwhile. */
  waitHint?: string;
  /** A way on from the error (e.g. a link to where the user can go instead). */
  action?: ReactNode;
}

/**
 * The form-level error: a plain error, or a warning while a wait the server asked for counts down. antd's Alert loads
 * with the first one shown (lazy-alert.tsx), not with every form's page.
 */
export const FormAlert = ({ message, waitSeconds = 0, waitHint, action }: FormAlertProps) => {
  if (!message) return null;
  if (waitSeconds > 0) {
    return (
      <LazyAlert
        className="form-alert"
        type="warning"
        showIcon
        title={message}
        description={waitHint}
        action={action}
      />
    );
  }
  return <LazyAlert className="form-alert" type="error" showIcon title={message} action={action} />;
};
