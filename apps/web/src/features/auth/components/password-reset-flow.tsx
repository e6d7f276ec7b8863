import { Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LazyAlert } from '../../../components/ui/lazy-alert.tsx';
import { LazyResult } from '../../../components/ui/lazy-result.tsx';
import { StepBar } from '../../../components/ui/step-bar.tsx';
import { paths } from '../../../config/paths.ts';
import { ResetAccountStep } from './reset-account-step.tsx';
import { ResetMobileStep } from './reset-mobile-step.tsx';
import { ResetPasswordStep } from './reset-password-step.tsx';
import './auth.css';

const STEPS = ['填写账号', '验证手机', '设置新密码', '完成'];

/** 找回密码 (SPEC.md §7 forgot-password steps): account → mobile → code and new password → done. */
export const PasswordResetFlow = () => {
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [flowId, setFlowId] = useState('');
  const [expired, setExpired] = useState(false);

  const restart = () => {
    setExpired(true);
    setFlowId('');
    setStep(0);
  };
  const advance = (next: number) => (id: string) => {
    setExpired(false);
    setFlowId(id);
    setStep(next);
  };

  return (
    <div className="reset-flow">
      <StepBar className="flow-steps" titles={STEPS} current={step} label="找回密码步骤" />
      {expired && step === 0 ? (
        <LazyAlert className="form-alert" type="warning" showIcon title="找回流程已失效，请重新填写账号" />
      ) : null}
      {step === 0 ? <ResetAccountStep onDone={advance(1)} /> : null}
      {step === 1 ? <ResetMobileStep flowId={flowId} onDone={advance(2)} onRestart={restart} /> : null}
      {step === 2 ? (
        <ResetPasswordStep flowId={flowId} onDone={() => setStep(3)} onRestart={restart} />
      ) : null}
      {step === 3 ? (
        // antd's Result loads when the last step is reached (docs/decisions/034)
        <LazyResult
          className="entry-result"
          status="success"
          title="密码已重置"
          subTitle="请使用新密码登录。为保护账号安全，此前在各设备上的登录已全部结束。"
          extra={
            <Button type="primary" onClick={() => navigate(paths.entry.signIn.getHref())}>
              去登录
            </Button>
          }
        />
      ) : null}
    </div>
  );
};
