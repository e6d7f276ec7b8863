import { Modal } from 'antd';
import type { ReactNode } from 'react';

interface SendOnceModalProps {
  open: boolean;
  title: string;
  sentTitle: string;
  okText: string;
  submitting: boolean;
  /** true once the server has taken the form: `result` shows in its place, without the dialog's buttons */
  sent: boolean;
  result: ReactNode;
  onSubmit: () => void;
  onClose: () => void;
  /** the dialog has closed: the next opening shows the form again */
  onClosed: () => void;
  children: ReactNode;
}

/** A dialog that sends one form and then says in its place that it was sent (申请合作, 举报). */
export const SendOnceModal = ({
  open,
  title,
  sentTitle,
  okText,
  submitting,
  sent,
  result,
  onSubmit,
  onClose,
  onClosed,
  children,
}: SendOnceModalProps) => (
  <Modal
    open={open}
    title={sent ? sentTitle : title}
    okText={okText}
    cancelText="取消"
    onOk={onSubmit}
    onCancel={onClose}
    confirmLoading={submitting}
    footer={sent ? null : undefined}
    afterOpenChange={(opened) => {
      if (!opened) onClosed();
    }}
    destroyOnHidden
    width={560}
  >
    {sent ? result : children}
  </Modal>
);
