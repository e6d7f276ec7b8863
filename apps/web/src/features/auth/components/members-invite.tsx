import { Button } from 'antd';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { MobileInput } from '../../../components/form/mobile-input.tsx';
import { partLoadedOnFirstUse } from '../../../hooks/use-loaded-on-first-use.ts';
import { usePressGuard } from '../../../hooks/use-press-guard.ts';
import type { InviteFormProps } from './invite-form.tsx';
import './members-invite.css';

const invitePart = partLoadedOnFirstUse(async () => (await import('./invite-form.tsx')).InviteForm);

/**
 * 成员管理's 邀请成员 line, which loads antd's Form when it is first used: the card shows the line to every admin but
 * few invite on a visit, and the Form with its rules is about 25 KiB of the 工作台's JavaScript (docs/decisions/034).
 * Until then it draws the inline form as antd draws it (members-invite.css: the required mark, the label's colon, the
 * same field and button). Pointing at it or focusing it loads the Form, which takes its place with what was typed and
 * the focus; 发送邀请 pressed meanwhile submits once the Form is there, so no press is lost. The Form is drawn in the
 * task its code is there in (never a Suspense fallback that would draw the line anew under a key or a press).
 */
export const MembersInvite = () => {
  const [real, setReal] = useState<{ Form: ComponentType<InviteFormProps>; focusField: boolean } | undefined>(
    () => {
      const Form = invitePart.loaded();
      return Form ? { Form, focusField: false } : undefined;
    },
  );
  const [mobile, setMobile] = useState('');
  const submitNow = useRef(false);
  const root = useRef<HTMLFormElement>(null);
  const mounted = useRef(false);
  // the Form does not take the line's place under a press: 发送邀请 pressed would then send nothing
  const { whenFree, pressHandlers } = usePressGuard();
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const swapped = useRef(false);
  const swap = (Form: ComponentType<InviteFormProps>) => {
    // pointing, focusing and submitting each ask for it: it takes the line's place once
    if (!mounted.current || swapped.current) return;
    swapped.current = true;
    const active = document.activeElement;
    const focusField = active instanceof HTMLInputElement && root.current?.contains(active) === true;
    // read and replaced in one task: a key pressed between the two would reach the line after it was read
    flushSync(() => setReal({ Form, focusField }));
  };
  const load = () => {
    invitePart.load().then(
      (Form) => whenFree(() => swap(Form)),
      // tried again at the next use
      () => undefined,
    );
  };

  if (real)
    return <real.Form initialMobile={mobile} focusField={real.focusField} submitNow={submitNow.current} />;
  return (
    <form
      ref={root}
      aria-label="邀请成员"
      className="members-invite members-invite-stand-in"
      onPointerEnter={load}
      {...pressHandlers}
      onFocus={load}
      onSubmit={(event) => {
        event.preventDefault();
        submitNow.current = true;
        load();
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
};
