import { Alert } from 'antd';
import './form.css';

interface FormAlertProps {
  /** The form-level text (useFormSubmit's `alert`), or nothing. */
  message: string | undefined;
  /** Seconds left of a wait the server asked for; the text counts them down. */
  waitSeconds?: number;
  /** Under a wait: what the user can do meanwhile. */
  waitHint?: string;
}

/** The form-level error: a plain error, or a warning while a wait the server asked for counts down. */
export const FormAlert = ({ message, waitSeconds = 0, waitHint }: FormAlertProps) => {
  if (!message) return null;
  if (waitSeconds > 0) {
    return <Alert className="form-alert" type="warning" showIcon title={message} description={waitHint} />;
  }
  return <Alert className="form-alert" type="error" showIcon title={message} />;
};
