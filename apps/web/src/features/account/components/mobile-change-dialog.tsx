import type { CurrentUser } from '@rrsp/contract';
import { Alert, Button, Modal, Result, Steps } from 'antd';
import { useState } from 'react';
import { MobileNewStep } from './mobile-new-step.tsx';
import { MobileProveStep } from './mobile-prove-step.tsx';

const STEPS = [{ title: '验证身份' }, { title: '绑定新手机号' }, { title: '完成' }];

interface MobileChangeDialogProps {
  user: CurrentUser;
  open: boolean;
  /** Each opening starts a fresh dialog (forms, countdowns): a new round. */
  round: number;
  onClose: () => void;
  onUserChanged: (user: CurrentUser) => void;
}

/**
 * The dialog of 更换手机号: prove it is you (current mobile or password), then verify the new number. Its own chunk
 * (mobile-change-card.tsx loads it on the first press), as its steps, forms and result are not on the first screen.
 */
export const MobileChangeDialog = ({
  user,
  open,
  round,
  onClose,
  onUserChanged,
}: MobileChangeDialogProps) => {
  const [step, setStep] = useState(0);
  const [proof, setProof] = useState('');
  const [expired, setExpired] = useState(false);
  const [shownRound, setShownRound] = useState(round);
  // a new round starts afresh (set during render, React's pattern for state derived from props)
  if (round !== shownRound) {
    setShownRound(round);
    setStep(0);
    setProof('');
    setExpired(false);
  }

  return (
    <Modal
      open={open}
      title={user.mobile ? '更换手机号' : '绑定手机号'}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      width={520}
    >
      <Steps className="flow-steps" size="small" current={step} items={STEPS} />
      {expired && step === 0 ? (
        <Alert className="form-alert" type="warning" showIcon title="身份校验已失效，请重新验证" />
      ) : null}
      {step === 0 ? (
        <MobileProveStep
          key={`prove-${round}`}
          user={user}
          onProved={(value) => {
            setProof(value);
            setExpired(false);
            setStep(1);
          }}
        />
      ) : null}
      {step === 1 ? (
        <MobileNewStep
          key={`new-${round}`}
          proof={proof}
          onExpired={() => {
            setExpired(true);
            setProof('');
            setStep(0);
          }}
          onChanged={(updated) => {
            onUserChanged(updated);
            setStep(2);
          }}
        />
      ) : null}
      {step === 2 ? (
        <Result
          status="success"
          title="手机号已更换"
          subTitle={`今后请使用 ${user.mobile ?? '新手机号'} 登录和接收验证码。`}
          extra={
            <Button type="primary" onClick={onClose}>
              完成
            </Button>
          }
        />
      ) : null}
    </Modal>
  );
};
