import { FlagOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { lazyPart, WhenShown } from '../../../components/ui/load-when-shown.tsx';
import './reports.css';
import type { ReportedItem } from './report-modal.tsx';

/** The report dialog (a modal, a form and the contract's rules) loads when 举报 is first pressed. */
const ReportModal = lazyPart(async () => (await import('./report-modal.tsx')).ReportModal);

/** 举报: a discreet text button on an item's page (never on the chosen tenant's own), opening the report dialog. */
export const ReportButton = ({ item }: { item: ReportedItem }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="text"
        size="small"
        icon={<FlagOutlined />}
        className="report-button"
        onClick={() => setOpen(true)}
      >
        举报
      </Button>
      <WhenShown shown={open}>
        <ReportModal item={item} open={open} onClose={() => setOpen(false)} />
      </WhenShown>
    </>
  );
};
