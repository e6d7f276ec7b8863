import type { CurrentUser } from '@rrsp/contract';
import { Button } from 'antd';
import { StandInItem } from '../../../components/form/form-stand-in.tsx';
import { Input } from '../../../components/form/inputs.ts';
import { Panel } from '../../../components/ui/panel.tsx';
import { StateTag } from '../../../components/ui/state-tag.tsx';
import { useFormStandIn } from '../../../hooks/use-form-stand-in.ts';
import { EMAIL_STATE_TEXT, emailStateOf } from '../utils/email-state.ts';
import type { EmailVerifyFormProps } from './email-verify-form.tsx';
import '../../../components/form/form.css';

const loadEmailVerifyForm = async () => (await import('./email-verify-form.tsx')).EmailVerifyForm;

interface EmailCardProps {
  user: CurrentUser;
  onUserChanged: (user: CurrentUser) => void;
  /** The page's user is out of date (the address changed or was confirmed elsewhere): read it again. */
  onUserStale: () => void;
}

/** 邮箱: the profile's address with its state; an unconfirmed one is confirmed right here by a code sent to it. */
export const EmailCard = ({ user, onUserChanged, onUserStale }: EmailCardProps) => {
  const state = emailStateOf(user);
  return (
    <Panel title="邮箱" className="account-card">
      <div className="account-email">
        <span className="account-email__value">{user.email ?? '未填写'}</span>
        {state === 'verified' ? (
          <StateTag className="account-email__tag account-email__tag--verified">已验证</StateTag>
        ) : null}
        {state === 'unverified' ? (
          <StateTag className="account-email__tag account-email__tag--unverified">未验证</StateTag>
        ) : null}
      </div>
      <div className="account-mobile__hint">{EMAIL_STATE_TEXT[state]}</div>
      {user.email && state === 'unverified' ? (
        // A new address starts a fresh form: its countdown and notice belonged to the old one.
        <EmailVerify
          key={user.email}
          email={user.email}
          onUserChanged={onUserChanged}
          onUserStale={onUserStale}
        />
      ) : null}
    </Panel>
  );
};

/**
 * The confirmation's form, drawn by a stand-in until first pointed at, focused or submitted, then by antd's Form
 * (email-verify-form.tsx), which keeps what was typed; 获取验证码 pressed meanwhile sends once it is there
 * (docs/decisions/034).
 */
const EmailVerify = (props: Omit<EmailVerifyFormProps, 'handOver'>) => {
  const { real, standInProps, press } = useFormStandIn('email-verify', loadEmailVerifyForm);
  if (real) return <real.Form {...props} handOver={real.handOver} />;
  return (
    <form aria-label="验证邮箱" className="form-stand-in account-email__form" {...standInProps}>
      <StandInItem
        label="邮箱验证码"
        extra={`验证码将发送到 ${props.email}，10 分钟内有效，请同时留意垃圾邮件箱`}
      >
        <div className="code-row">
          <Input
            id="email-verify_code"
            aria-required="true"
            aria-label="邮箱验证码"
            placeholder="6 位数字"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
          />
          <Button block className="send-code-button" onClick={() => press('sendCode')}>
            获取验证码
          </Button>
        </div>
      </StandInItem>
      <Button type="primary" htmlType="submit">
        确认
      </Button>
    </form>
  );
};
