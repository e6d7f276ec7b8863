import { PASSWORD_MAX_LENGTH, type PasswordOwner } from '@rrsp/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { StandInItem } from '../../../components/form/form-stand-in.tsx';
import { PasswordInput } from '../../../components/form/inputs.ts';
import { PasswordStrengthHint } from '../../../components/form/password-strength.tsx';
import { LazyAlert } from '../../../components/ui/lazy-alert.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { useFormStandIn } from '../../../hooks/use-form-stand-in.ts';
import type { PasswordChanged, PasswordFormProps } from './password-form.tsx';

const loadPasswordForm = async () => (await import('./password-form.tsx')).PasswordForm;

/**
 * 修改密码: the old one, a new one with a strength hint, and the confirmation. Other devices are signed out. The form is
 * drawn by a stand-in until first pointed at, focused or submitted, then by antd's Form (password-form.tsx), which
 * keeps what was typed (docs/decisions/034).
 */
export const PasswordCard = ({ owner }: { owner: PasswordOwner }) => {
  const [done, setDone] = useState<PasswordChanged>();
  const { real, standInProps } = useFormStandIn<PasswordFormProps>('change-password', loadPasswordForm);
  // the stand-in's hint follows what is typed, as the Form's does
  const [typed, setTyped] = useState('');

  return (
    <Panel title="修改密码" className="account-card">
      {done ? (
        <LazyAlert
          className="form-alert"
          type="success"
          showIcon
          closable
          onClose={() => setDone(undefined)}
          title="密码已修改"
          description={
            done.endedSessions > 0
              ? `已结束其他设备上的 ${done.endedSessions} 个登录会话；本设备保持登录。`
              : '没有其他设备处于登录状态；本设备保持登录。'
          }
        />
      ) : null}
      {real ? (
        <real.Form owner={owner} onDone={setDone} handOver={real.handOver} />
      ) : (
        <form aria-label="修改密码" className="form-stand-in" {...standInProps}>
          <StandInItem label="原密码" htmlFor="change-password_oldPassword">
            <PasswordInput
              id="change-password_oldPassword"
              aria-required="true"
              autoComplete="current-password"
              maxLength={256}
            />
          </StandInItem>
          <StandInItem label="新密码">
            <PasswordInput
              id="change-password_newPassword"
              aria-required="true"
              aria-label="新密码"
              placeholder="至少 8 位"
              autoComplete="new-password"
              maxLength={PASSWORD_MAX_LENGTH}
              onChange={(event) => setTyped(event.target.value)}
            />
            <PasswordStrengthHint password={typed} owner={owner} />
          </StandInItem>
          <StandInItem label="确认新密码" htmlFor="change-password_confirm">
            <PasswordInput
              id="change-password_confirm"
              aria-required="true"
              autoComplete="new-password"
              maxLength={PASSWORD_MAX_LENGTH}
            />
          </StandInItem>
          <Button type="primary" htmlType="submit">
            修改密码
          </Button>
        </form>
      )}
    </Panel>
  );
};
