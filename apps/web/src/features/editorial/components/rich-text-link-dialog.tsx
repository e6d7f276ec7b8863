import { Input, Modal } from 'antd';
import { isAllowedLink } from './rich-text-shape.ts';

/** 插入链接: the address of the link at the selection, checked as the server's allow-list checks it. */
export const RichTextLinkDialog = ({
  open,
  draft,
  onDraft,
  onSave,
  onCancel,
}: {
  open: boolean;
  draft: string;
  onDraft: (draft: string) => void;
  onSave: () => void;
  onCancel: () => void;
}) => {
  const valid = draft.trim() === '' || isAllowedLink(draft.trim());
  return (
    <Modal
      title="插入链接"
      open={open}
      okText="确定"
      cancelText="取消"
      okButtonProps={{ disabled: !valid }}
      onOk={onSave}
      onCancel={onCancel}
      destroyOnHidden
    >
      <label className="rich-editor__link-label" htmlFor="rich-editor-link">
        链接地址（留空则去掉链接）
      </label>
      <Input
        id="rich-editor-link"
        value={draft}
        placeholder="https://… 或站内路径 /home/solution"
        status={valid ? '' : 'error'}
        onChange={(event) => onDraft(event.target.value)}
        onPressEnter={() => valid && onSave()}
        autoFocus
      />
      {valid ? null : (
        <p role="alert" className="rich-editor__link-error">
          链接须以 http://、https://、mailto: 或 / 开头
        </p>
      )}
    </Modal>
  );
};
