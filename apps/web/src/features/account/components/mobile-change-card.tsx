import type { CurrentUser } from '@rrsp/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { lazyPart, WhenShown } from '../../../components/ui/load-when-shown.tsx';
import { Panel } from '../../../components/ui/panel.tsx';

/** The dialog's steps, forms and result load on the first press (docs/decisions/034). */
const MobileChangeDialog = lazyPart(
  async () => (await import('./mobile-change-dialog.tsx')).MobileChangeDialog,
);

/** 手机号: the bound number, and 更换手机号 (or 绑定手机号), which opens the dialog that changes it. */
export const MobileChangeCard = ({
  user,
  onUserChanged,
}: {
  user: CurrentUser;
  onUserChanged: (user: CurrentUser) => void;
}) => {
  const [open, setOpen] = useState(false);
  // Each opening starts a fresh dialog (forms, countdowns).
  const [round, setRound] = useState(0);

  const start = () => {
    setRound((value) => value + 1);
    setOpen(true);
  };

  return (
    <Panel title="手机号" className="account-card">
      <div className="account-mobile">
        <div>
          <div className="account-mobile__value">{user.mobile ?? '未绑定'}</div>
          <div className="account-mobile__hint">用于登录、找回密码和接收审核通知</div>
        </div>
        <Button onClick={start}>{user.mobile ? '更换手机号' : '绑定手机号'}</Button>
      </div>
      <WhenShown shown={open}>
        <MobileChangeDialog
          user={user}
          open={open}
          round={round}
          onClose={() => setOpen(false)}
          onUserChanged={onUserChanged}
        />
      </WhenShown>
    </Panel>
  );
};
