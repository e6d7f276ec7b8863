import { PASSWORD_MIN_LENGTH } from '@rrsp/contract';
import './form.css';

export type PasswordStrength = 0 | 1 | 2 | 3;

/**
 * A hint, not a rule: length is what the server enforces (and it refuses common passwords). Longer passwords and
 * more kinds of characters score higher.
 */
export const passwordStrengthOf = (password: string): PasswordStrength => {
  if (password.length < PASSWORD_MIN_LENGTH) return 0;
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((pattern) => pattern.test(password)).length;
  if (password.length >= 12 && kinds >= 3) return 3;
  if (password.length >= 10 || kinds >= 3) return 2;
  return 1;
};

const LABELS = ['太短', '弱', '中', '强'] as const;

/** Three bars and a word under a new-password field; read out as one line by screen readers. */
export const PasswordStrengthHint = ({ password }: { password: string | undefined }) => {
  const value = password ?? '';
  const strength = passwordStrengthOf(value);
  return (
    <div className={`password-strength password-strength--${strength}`} aria-live="polite">
      <span className="password-strength__bars" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span className="password-strength__text">
        {value ? `密码强度：${LABELS[strength]}` : `至少 ${PASSWORD_MIN_LENGTH} 位`}
        ，建议 12 位以上并混合字母、数字和符号
      </span>
    </div>
  );
};
