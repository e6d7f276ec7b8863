import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useFeedback } from '../components/feedback/feedback.tsx';

/**
 * Nothing typed is lost by leaving: while `dirty`, closing or reloading the tab asks the browser's own question, and
 * a link inside the portal asks ours (离开 or 继续编辑).
 */
export const useUnsavedChangesGuard = (dirty: boolean) => {
  const { modal } = useFeedback();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: '有未保存的修改',
      content: '离开后，本页填写的修改将不会保存。',
      okText: '离开',
      cancelText: '继续编辑',
      okButtonProps: { danger: true },
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal]);
};
