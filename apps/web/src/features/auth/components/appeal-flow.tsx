import { Alert, Steps, type UploadFile } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { lazyPart } from '../../../components/ui/load-when-shown.tsx';
import { AppealAccountStep, type AppealStart } from './appeal-account-step.tsx';
import { AppealContactStep } from './appeal-contact-step.tsx';
import { type AppealIdentity, AppealIdentityStep } from './appeal-identity-step.tsx';
import { photoIdsOf } from './appeal-photo-ids.ts';
import { AppealSubmitted } from './appeal-submitted.tsx';
import './auth.css';

/**
 * The photos step brings antd's Upload and picture viewer: it loads once the account is named (step 1 shown), not
 * with the page (docs/decisions/034).
 */
const loadPhotosStep = () => import('./appeal-photos-step.tsx');
const AppealPhotosStep = lazyPart(async () => (await loadPhotosStep()).AppealPhotosStep);

const STEPS = [{ title: '填写账号' }, { title: '身份信息' }, { title: '上传照片' }, { title: '联系方式' }];

/** 账号申诉 (SPEC.md §7 account appeal): name the account, prove identity, upload photos, leave a contact. */
export const AppealFlow = () => {
  const [step, setStep] = useState(0);
  const [start, setStart] = useState<AppealStart>();
  const username = start?.username ?? '';
  const [identity, setIdentity] = useState<AppealIdentity>();
  const [photos, setPhotos] = useState<UploadFile[]>([]);
  const [applyNo, setApplyNo] = useState<string>();

  useEffect(() => {
    if (step >= 1) void loadPhotosStep().catch(() => undefined);
  }, [step]);

  if (applyNo) return <AppealSubmitted applyNo={applyNo} />;

  return (
    <div className="appeal-flow">
      <Steps className="flow-steps" size="small" current={step} items={STEPS} titlePlacement="vertical" />
      {step === 0 ? (
        <AppealAccountStep
          initialUsername={username}
          onDone={(answer) => {
            setStart(answer);
            setStep(1);
          }}
        />
      ) : null}
      {step === 1 && start ? (
        <Alert
          className="form-alert appeal-start"
          type="info"
          showIcon
          title={`申诉账号：${start.username}`}
          description={start.message}
        />
      ) : null}
      {step === 1 ? (
        <AppealIdentityStep
          initial={identity}
          onBack={() => setStep(0)}
          onDone={(value) => {
            setIdentity(value);
            setStep(2);
          }}
        />
      ) : null}
      {step === 2 ? (
        <Suspense fallback={null}>
          <AppealPhotosStep
            initial={photos}
            onBack={(files) => {
              setPhotos(files);
              setStep(1);
            }}
            onDone={(files) => {
              setPhotos(files);
              setStep(3);
            }}
          />
        </Suspense>
      ) : null}
      {step === 3 && identity ? (
        <AppealContactStep
          draft={{ username, identity, photoIds: photoIdsOf(photos) }}
          onBack={() => setStep(2)}
          onSubmitted={setApplyNo}
        />
      ) : null}
    </div>
  );
};
