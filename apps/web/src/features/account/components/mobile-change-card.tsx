import type { CurrentUser } from '@rrsp/contract';
import { Alert, Button, Card, Modal, Result, Steps } from 'antd';
import { useState } from 'react';
import { MobileNewStep } from './mobile-new-step.tsx';
import { MobileProveStep } from './mobile-prove-step.tsx';

const STEPS = [{ title: '验证身份' }, { title: '绑定新手机号' }, { title: '完成' }];

/** 更换手机号: prove it is you (current mobile or password), then verify the new number. */
export const MobileChangeCard = ({
  user,
  onUserChanged,
}: {
  user: CurrentUser;
  onUserChanged: (user: CurrentUser) => void;
}) => {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState(0);
  const [proof, setProof] = useState('');
  const [expired, setExpired] = useState(false);
  // Each opening starts a fresh dialog (forms, countdowns).
  const [round, setRound] = useState(0);

  const start = () => {
    setStep(0);
    setProof('');
    setExpired(false);
    setRound((value) => value + 1);
    setOpen(true);
  };

  return (
    <Card title="手机号" className="account-card">
      <div className="account-mobile">
        <div>
          <div className="account-mobile__value">{user.mobile ?? '未绑定'}</div>
          <div className="account-mobile__hint">用于登录、找回密码和接收审核通知</div>
        </div>
        <Button onClick={start}>{user.mobile ? '更换手机号' : '绑定手机号'}</Button>
      </div>
      <Modal
        open={open}
        title={user.mobile ? '更换手机号' : '绑定手机号'}
        footer={null}
        onCancel={() => setOpen(false)}
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
              <Button type="primary" onClick={() => setOpen(false)}>
                完成
              </Button>
            }
          />
        ) : null}
      </Modal>
    </Card>
  );
};
