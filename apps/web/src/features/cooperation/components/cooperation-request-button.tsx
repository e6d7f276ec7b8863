import { TeamOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { lazyPart, WhenShown } from '../../../components/ui/load-when-shown.tsx';
import type { CooperationContact } from '../utils/prefill.ts';
import type { CooperationItem } from './cooperation-request-modal.tsx';

/** The request dialog (a modal, a form and the contract's rules) loads when 申请合作 is first pressed. */
const CooperationRequestModal = lazyPart(
  async () => (await import('./cooperation-request-modal.tsx')).CooperationRequestModal,
);

interface CooperationRequestButtonProps {
  item: CooperationItem;
  /** Who is asking: the form starts with their name and mobile (worked out by the dialog, with its rules). */
  contact: CooperationContact | undefined;
  sentHref: string;
}

/** 申请合作 on an item's page (never on the chosen tenant's own), opening the request dialog. */
export const CooperationRequestButton = ({ item, contact, sentHref }: CooperationRequestButtonProps) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="primary"
        size="large"
        icon={<TeamOutlined />}
        className="cooperation-request-button"
        onClick={() => setOpen(true)}
      >
        申请合作
      </Button>
      <WhenShown shown={open}>
        <CooperationRequestModal
          item={item}
          contact={contact}
          sentHref={sentHref}
          open={open}
          onClose={() => setOpen(false)}
        />
      </WhenShown>
    </>
  );
};
