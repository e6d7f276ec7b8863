import { SaveOutlined, SendOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import './shelf.css';

interface ShelfFormActionsProps {
  /** The way back to the list of one's own items (返回产品中心, 返回我发布的服务). */
  back: { label: string; onClick: () => void };
  /** An approved or pending item has no draft of its own: only 提交审核. */
  onlySubmit: boolean;
  busy: boolean;
  pressed: 'draft' | 'submit' | undefined;
  onSaveDraft: () => void;
  onSubmit: () => void;
}

/** The bar under a publish form, kept in view while it scrolls: the way back, 保存草稿 and 提交审核. */
export const ShelfFormActions = ({
  back,
  onlySubmit,
  busy,
  pressed,
  onSaveDraft,
  onSubmit,
}: ShelfFormActionsProps) => (
  <div className="shelf-form__actions">
    <Button onClick={back.onClick} disabled={busy}>
      {back.label}
    </Button>
    <span className="shelf-form__spacer" />
    {onlySubmit ? null : (
      <Button
        icon={<SaveOutlined />}
        onClick={onSaveDraft}
        loading={busy && pressed === 'draft'}
        disabled={busy && pressed !== 'draft'}
      >
        保存草稿
      </Button>
    )}
    <Button
      type="primary"
      icon={<SendOutlined />}
      onClick={onSubmit}
      loading={busy && pressed === 'submit'}
      disabled={busy && pressed !== 'submit'}
    >
      提交审核
    </Button>
  </div>
);
