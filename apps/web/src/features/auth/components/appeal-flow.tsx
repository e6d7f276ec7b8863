import type { UploadFile } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { LazyAlert } from '../../../components/ui/lazy-alert.tsx';
import { lazyPart } from '../../../components/ui/load-when-shown.tsx';
import { StepBar } from '../../../components/ui/step-bar.tsx';
import { AppealAccountStep, type AppealStart } from './appeal-account-step.tsx';
import type { AppealIdentity } from './appeal-identity-step.tsx';
import { photoIdsOf } from './appeal-photo-ids.ts';
import './auth.css';

/**
 * The identity step (antd's Checkbox, the apps to tick) loads when the user first works in the account step, so it is
 * there by the time the account is accepted; nothing of it is on the page's first load (docs/decisions/034).
 */
const loadIdentityStep = () => import('./appeal-identity-step.tsx');
const AppealIdentityStep = lazyPart(async () => (await loadIdentityStep()).AppealIdentityStep);
const preloadIdentityStep = () => {
  void loadIdentityStep().catch(() => undefined);
};

/**
 * The photos step brings antd's Upload and picture viewer: it loads once the account is named (step 1 shown), not
 * with the page (docs/decisions/034).
 */
const loadPhotosStep = () => import('./appeal-photos-step.tsx');
const AppealPhotosStep = lazyPart(async () => (await loadPhotosStep()).AppealPhotosStep);

/**
 * The contact step (a counted text area) and the done screen (the copy button) load once the photos step is reached,
 * as the photos step does once the account is named.
 */
const loadContactStep = () => import('./appeal-contact-step.tsx');
const loadSubmitted = () => import('./appeal-submitted.tsx');
const AppealContactStep = lazyPart(async () => (await loadContactStep()).AppealContactStep);
const AppealSubmitted = lazyPart(async () => (await loadSubmitted()).AppealSubmitted);

const STEPS = ['填写账号', '身份信息', '上传照片', '联系方式'];

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
    if (step >= 2) {
      void loadContactStep().catch(() => undefined);
      void loadSubmitted().catch(() => undefined);
    }
  }, [step]);

  if (applyNo)
    return (
      <Suspense fallback={null}>
        <AppealSubmitted applyNo={applyNo} />
      </Suspense>
    );

  return (
    <div className="appeal-flow" onFocusCapture={step === 0 ? preloadIdentityStep : undefined}>
      <StepBar className="flow-steps" titles={STEPS} current={step} label="账号申诉步骤" />
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
        <LazyAlert
          className="form-alert appeal-start"
          type="info"
          showIcon
          title={`申诉账号：${start.username}`}
          description={start.message}
        />
      ) : null}
      {step === 1 ? (
        <Suspense fallback={null}>
          <AppealIdentityStep
            initial={identity}
            onBack={() => setStep(0)}
            onDone={(value) => {
              setIdentity(value);
              setStep(2);
            }}
          />
        </Suspense>
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
        <Suspense fallback={null}>
          <AppealContactStep
            draft={{ username, identity, photoIds: photoIdsOf(photos) }}
            onBack={() => setStep(2)}
            onSubmitted={setApplyNo}
          />
        </Suspense>
      ) : null}
    </div>
  );
};
