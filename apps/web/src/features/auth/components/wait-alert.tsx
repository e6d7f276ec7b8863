import { Alert } from 'antd';

/** Replaces the seconds in the server's sentence with the live countdown. */
export const withSecondsLeft = (message: string, seconds: number): string =>
  /\d+\s*秒/.test(message)
    ? message.replace(/\d+\s*秒/, `${seconds} 秒`)
    : `${message}（请 ${seconds} 秒后再试）`;

interface FormAlertProps {
  /** The server's sentence, or nothing. */
  message: string | undefined;
  /** Seconds left of a wait the server asked for; 0 when none. */
  waitSeconds?: number;
}

/** The form-level error: a plain error, or a warning counting down the wait the server asked for. */
export const FormAlert = ({ message, waitSeconds = 0 }: FormAlertProps) => {
  if (!message) return null;
  if (waitSeconds > 0) {
    return (
      <Alert
        className="form-alert"
        type="warning"
        showIcon
        title={withSecondsLeft(message, waitSeconds)}
        description="等待结束后可再次尝试；也可以改用短信验证码登录或找回密码。"
      />
    );
  }
  return <Alert className="form-alert" type="error" showIcon title={message} />;
};
