import { Button } from 'antd';
import { useState } from 'react';
import { lazyPart, WhenShown } from '../../../components/ui/load-when-shown.tsx';

/** The drawer (its tables, the class dialog, a form and its rules) loads when 分类管理 is first pressed. */
const ClassManagerDrawer = lazyPart(
  async () => (await import('./class-manager-drawer.tsx')).ClassManagerDrawer,
);

/** 分类管理: the tabs of the solution and case lists, kept by 内容编辑; a class in use cannot be removed. */
export const ClassManager = ({ canWrite }: { canWrite: boolean }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>分类管理</Button>
      <WhenShown shown={open}>
        <ClassManagerDrawer canWrite={canWrite} open={open} onClose={() => setOpen(false)} />
      </WhenShown>
    </>
  );
};
