import { Button } from 'antd';
import { type ComponentType, Suspense, useEffect, useRef, useState } from 'react';
import { MobileInput } from '../../../components/form/mobile-input.tsx';
import { lazyPart } from '../../../components/ui/load-when-shown.tsx';
import { usePressGuard } from '../../../hooks/use-press-guard.ts';
import type { InviteFormProps } from './invite-form.tsx';
import './members-invite.css';

const loadInviteForm = async () => (await import('./invite-form.tsx')).InviteForm;
const InviteForm = lazyPart(loadInviteForm) as ComponentType<InviteFormProps>;

/**
 * 成员管理's 邀请成员 line, which loads antd's Form when it is first used: the card shows the line to every admin but
 * few invite on a visit, and the Form with its rules is about 25 KiB of the 工作台's JavaScript (docs/decisions/034).
 * Until then it draws the inline form as antd draws it (members-invite.css: the required mark, the label's colon, the
 * same field and button). Pointing at it or focusing it loads the Form, which takes its place with what was typed and
 * the focus; 发送邀请 pressed meanwhile submits once the Form is there, so no press is lost.
 */
export const MembersInvite = () => {
  const [wanted, setWanted] = useState(false);
  const [mobile, setMobile] = useState('');
  const [focusField, setFocusField] = useState(false);
  const [submitNow, setSubmitNow] = useState(false);
  const mounted = useRef(false);
  // the Form does not take the line's place under a press: 发送邀请 pressed would then send nothing
  const { whenFree, pressHandlers } = usePressGuard();
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const load = () => {
    void loadInviteForm().then(() => {
      whenFree(() => {
        if (mounted.current) setWanted(true);
      });
    });
  };

  const standIn = (
    <form
      aria-label="邀请成员"
      className="members-invite members-invite-stand-in"
      onPointerEnter={load}
      {...pressHandlers}
      onFocus={(event) => {
        if (event.target instanceof HTMLInputElement) setFocusField(true);
        load();
      }}
      onBlur={() => setFocusField(false)}
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitNow(true);
        setWanted(true);
      }}
    >
      <div className="members-invite-stand-in__item">
        <div className="members-invite-stand-in__label">
          <label htmlFor="mobile" title="邀请成员">
            邀请成员
          </label>
        </div>
        <div className="members-invite-stand-in__control">
          <MobileInput
            id="mobile"
            aria-required="true"
            value={mobile}
            onChange={(event) => setMobile(event.target.value)}
          />
        </div>
      </div>
      <div className="members-invite-stand-in__item members-invite-stand-in__item--button">
        <Button type="primary" htmlType="submit">
          发送邀请
        </Button>
      </div>
    </form>
  );
  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <InviteForm initialMobile={mobile} focusField={focusField} submitNow={submitNow} />
    </Suspense>
  );
};
