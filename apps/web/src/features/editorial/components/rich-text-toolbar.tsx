import {
  BoldOutlined,
  DeleteColumnOutlined,
  DeleteRowOutlined,
  InsertRowBelowOutlined,
  InsertRowRightOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  TableOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { LazyTooltip } from '../../../components/ui/lazy-tooltip.tsx';
import type { ToolbarState } from './rich-text-shape.ts';

/** What a toolbar button does; the stand-in keeps one pressed before the editor arrived, the editor carries it out. */
export type ToolCommand =
  | 'h2'
  | 'h3'
  | 'quote'
  | 'bold'
  | 'italic'
  | 'underline'
  | 'strike'
  | 'bullet'
  | 'ordered'
  | 'link'
  | 'picture'
  | 'table'
  | 'rowAfter'
  | 'columnAfter'
  | 'deleteRow'
  | 'deleteColumn'
  | 'deleteTable'
  | 'undo'
  | 'redo';

const ToolButton = ({
  label,
  icon,
  active = false,
  disabled = false,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) => (
  // antd's Tooltip loads when a button is first pointed at (LazyTooltip), not with the page
  <LazyTooltip title={label}>
    <Button
      type={active ? 'primary' : 'text'}
      size="small"
      icon={icon}
      aria-label={label}
      aria-pressed={active}
      disabled={disabled}
      // keep the selection in the text while the toolbar is clicked
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    />
  </LazyTooltip>
);

const TextButton = ({ label, active, onClick }: { label: string; active: boolean; onClick: () => void }) => (
  <Button
    type={active ? 'primary' : 'text'}
    size="small"
    aria-pressed={active}
    onMouseDown={(event) => event.preventDefault()}
    onClick={onClick}
  >
    {label}
  </Button>
);

/**
 * The editor's toolbar, drawn the same by the stand-in (with the state the editor starts with) and by the editor
 * (with the state of its selection): the same buttons in the same order, so neither shifts at the swap.
 */
export const RichTextToolbar = ({
  state,
  onCommand,
}: {
  state: ToolbarState;
  onCommand: (command: ToolCommand) => void;
}) => (
  <div className="rich-editor__toolbar" role="toolbar" aria-label="正文格式">
    <TextButton label="大标题" active={state.h2} onClick={() => onCommand('h2')} />
    <TextButton label="小标题" active={state.h3} onClick={() => onCommand('h3')} />
    <TextButton label="引用" active={state.quote} onClick={() => onCommand('quote')} />
    <span className="rich-editor__divider" aria-hidden="true" />
    <ToolButton label="加粗" icon={<BoldOutlined />} active={state.bold} onClick={() => onCommand('bold')} />
    <ToolButton
      label="倾斜"
      icon={<ItalicOutlined />}
      active={state.italic}
      onClick={() => onCommand('italic')}
    />
    <ToolButton
      label="下划线"
      icon={<UnderlineOutlined />}
      active={state.underline}
      onClick={() => onCommand('underline')}
    />
    <ToolButton
      label="删除线"
      icon={<StrikethroughOutlined />}
      active={state.strike}
      onClick={() => onCommand('strike')}
    />
    <span className="rich-editor__divider" aria-hidden="true" />
    <ToolButton
      label="项目符号列表"
      icon={<UnorderedListOutlined />}
      active={state.bullet}
      onClick={() => onCommand('bullet')}
    />
    <ToolButton
      label="编号列表"
      icon={<OrderedListOutlined />}
      active={state.ordered}
      onClick={() => onCommand('ordered')}
    />
    <ToolButton label="链接" icon={<LinkOutlined />} active={state.link} onClick={() => onCommand('link')} />
    <ToolButton label="插入图片" icon={<PictureOutlined />} onClick={() => onCommand('picture')} />
    <span className="rich-editor__divider" aria-hidden="true" />
    <ToolButton
      label="插入表格"
      icon={<TableOutlined />}
      disabled={state.inTable}
      onClick={() => onCommand('table')}
    />
    {state.inTable ? (
      <>
        <ToolButton
          label="下方插入行"
          icon={<InsertRowBelowOutlined />}
          onClick={() => onCommand('rowAfter')}
        />
        <ToolButton
          label="右侧插入列"
          icon={<InsertRowRightOutlined />}
          onClick={() => onCommand('columnAfter')}
        />
        <ToolButton label="删除所在行" icon={<DeleteRowOutlined />} onClick={() => onCommand('deleteRow')} />
        <ToolButton
          label="删除所在列"
          icon={<DeleteColumnOutlined />}
          onClick={() => onCommand('deleteColumn')}
        />
        <TextButton label="删除表格" active={false} onClick={() => onCommand('deleteTable')} />
      </>
    ) : null}
    <span className="rich-editor__divider" aria-hidden="true" />
    <ToolButton
      label="撤销"
      icon={<UndoOutlined />}
      disabled={!state.canUndo}
      onClick={() => onCommand('undo')}
    />
    <ToolButton
      label="重做"
      icon={<RedoOutlined />}
      disabled={!state.canRedo}
      onClick={() => onCommand('redo')}
    />
  </div>
);
