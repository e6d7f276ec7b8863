import { PASSWORD_MIN_LENGTH, type PasswordOwner, passwordProblem } from '@rrsp/contract';
import './form.css';

export type PasswordStrength = 0 | 1 | 2 | 3;

export interface PasswordVerdict {
  strength: PasswordStrength;
  /** Why the server will refuse it (the contract's policy, the one the server applies), or null. */
  problem: string | null;
}

/**
 * The server's policy first (too short, common, containing the user name or mobile: refused, so rated 0 with the
 * reason), then a hint: longer passwords and more kinds of characters score higher.
 */
export const passwordVerdictOf = (password: string, owner: PasswordOwner = {}): PasswordVerdict => {
  const problem = passwordProblem(password, owner);
  if (problem) return { strength: 0, problem };
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((pattern) => pattern.test(password)).length;
  if (password.length >= 12 && kinds >= 3) return { strength: 3, problem };
  if (password.length >= 10 || kinds >= 3) return { strength: 2, problem };
  return { strength: 1, problem };
};

const LABELS = ['不可用', '弱', '中', '强'] as const;

/** Three bars and a word under a new-password field; read out as one line by screen readers. */
export const PasswordStrengthHint = ({
  password,
  owner,
}: {
  password: string | undefined;
  owner?: PasswordOwner;
}) => {
  const value = password ?? '';
  const { strength, problem } = passwordVerdictOf(value, owner);
  const verdict = problem ? `密码${LABELS[0]}：${problem}` : `密码强度：${LABELS[strength]}`;
  return (
    <div className={`password-strength password-strength--${strength}`} aria-live="polite">
      <span className="password-strength__bars" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span className="password-strength__text">
        {value ? verdict : `至少 ${PASSWORD_MIN_LENGTH} 位`}
        ，建议 12 位以上并混合字母、数字和符号
      </span>
    </div>
  );
};
