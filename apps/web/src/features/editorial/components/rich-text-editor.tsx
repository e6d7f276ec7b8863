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
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Input, Modal, Progress, Tooltip } from 'antd';
import DisabledContext from 'antd/es/config-provider/DisabledContext';
import { type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { compressImage } from '../../../lib/image.ts';
import { uploadEditorialImage } from '../api/editorial-actions.ts';
import { cleanPastedHtml } from '../utils/paste-cleaner.ts';

interface RichTextEditorProps {
  id?: string;
  value?: string;
  onChange?: (html: string) => void;
  /** Said when a paste lost pictures that were not uploaded (from the copier's disk or another site). */
  onNotice?: (text: string) => void;
  'aria-invalid'?: boolean;
}

interface Upload {
  key: number;
  name: string;
  percent: number;
  error?: string;
}

/** Links may go to the web, to mail, or to a page of the portal: what the server's allow-list keeps. */
const isAllowedLink = (href: string) => /^(https?:\/\/|mailto:|\/(?![/\\]))/i.test(href);

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
  <Tooltip title={label}>
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
  </Tooltip>
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

const Toolbar = ({
  editor,
  onLink,
  onPicture,
}: {
  editor: Editor;
  onLink: () => void;
  onPicture: () => void;
}) => {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      strike: current.isActive('strike'),
      bullet: current.isActive('bulletList'),
      ordered: current.isActive('orderedList'),
      quote: current.isActive('blockquote'),
      link: current.isActive('link'),
      inTable: current.isActive('table'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <div className="rich-editor__toolbar" role="toolbar" aria-label="正文格式">
      <TextButton
        label="大标题"
        active={state.h2}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      />
      <TextButton
        label="小标题"
        active={state.h3}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      />
      <TextButton label="引用" active={state.quote} onClick={() => chain().toggleBlockquote().run()} />
      <span className="rich-editor__divider" aria-hidden="true" />
      <ToolButton
        label="加粗"
        icon={<BoldOutlined />}
        active={state.bold}
        onClick={() => chain().toggleBold().run()}
      />
      <ToolButton
        label="倾斜"
        icon={<ItalicOutlined />}
        active={state.italic}
        onClick={() => chain().toggleItalic().run()}
      />
      <ToolButton
        label="下划线"
        icon={<UnderlineOutlined />}
        active={state.underline}
        onClick={() => chain().toggleUnderline().run()}
      />
      <ToolButton
        label="删除线"
        icon={<StrikethroughOutlined />}
        active={state.strike}
        onClick={() => chain().toggleStrike().run()}
      />
      <span className="rich-editor__divider" aria-hidden="true" />
      <ToolButton
        label="项目符号列表"
        icon={<UnorderedListOutlined />}
        active={state.bullet}
        onClick={() => chain().toggleBulletList().run()}
      />
      <ToolButton
        label="编号列表"
        icon={<OrderedListOutlined />}
        active={state.ordered}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <ToolButton label="链接" icon={<LinkOutlined />} active={state.link} onClick={onLink} />
      <ToolButton label="插入图片" icon={<PictureOutlined />} onClick={onPicture} />
      <span className="rich-editor__divider" aria-hidden="true" />
      <ToolButton
        label="插入表格"
        icon={<TableOutlined />}
        disabled={state.inTable}
        onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
      />
      {state.inTable ? (
        <>
          <ToolButton
            label="下方插入行"
            icon={<InsertRowBelowOutlined />}
            onClick={() => chain().addRowAfter().run()}
          />
          <ToolButton
            label="右侧插入列"
            icon={<InsertRowRightOutlined />}
            onClick={() => chain().addColumnAfter().run()}
          />
          <ToolButton
            label="删除所在行"
            icon={<DeleteRowOutlined />}
            onClick={() => chain().deleteRow().run()}
          />
          <ToolButton
            label="删除所在列"
            icon={<DeleteColumnOutlined />}
            onClick={() => chain().deleteColumn().run()}
          />
          <TextButton label="删除表格" active={false} onClick={() => chain().deleteTable().run()} />
        </>
      ) : null}
      <span className="rich-editor__divider" aria-hidden="true" />
      <ToolButton
        label="撤销"
        icon={<UndoOutlined />}
        disabled={!state.canUndo}
        onClick={() => chain().undo().run()}
      />
      <ToolButton
        label="重做"
        icon={<RedoOutlined />}
        disabled={!state.canRedo}
        onClick={() => chain().redo().run()}
      />
    </div>
  );
};

/**
 * The body of an article: ProseMirror (through Tiptap), whose input handling follows the browser's composition events,
 * so a Chinese input method's candidates are neither doubled nor lost. It offers what the server's allow-list keeps:
 * two heading levels, emphasis, lists, quotes, links, tables and the portal's own pictures, uploaded with progress.
 * A paste from Word or WPS is cleaned first; pictures it carried from the copier's disk are named, to be uploaded.
 */
export const RichTextEditor = ({ id, value = '', onChange, onNotice, ...rest }: RichTextEditorProps) => {
  const report = useRef({ onChange, onNotice });
  report.current = { onChange, onNotice };
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [linkDraft, setLinkDraft] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const nextKey = useRef(0);
  // a form shown for reading (a reviewer's) shows the text the same way, without the tools
  const disabled = useContext(DisabledContext);

  const editor = useEditor({
    editable: !disabled,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          isAllowedUri: (url) => isAllowedLink(url),
          HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: null },
        },
      }),
      Image.configure({ inline: false }),
      TableKit.configure({ table: { resizable: false } }),
    ],
    content: value,
    editorProps: {
      attributes: {
        class: 'rich-editor__content rich-text',
        'aria-label': '正文',
        'aria-multiline': 'true',
        role: 'textbox',
        ...(id ? { id } : {}),
        ...(rest['aria-invalid'] ? { 'aria-invalid': 'true' } : {}),
      },
      transformPastedHTML: (html) => {
        const cleaned = cleanPastedHtml(html);
        if (cleaned.droppedImages > 0) {
          report.current.onNotice?.(
            `粘贴内容中有 ${cleaned.droppedImages} 张图片未上传到本平台，已去除；请用“插入图片”上传。`,
          );
        }
        return cleaned.html;
      },
      handlePaste: (_view, event) => {
        // Word and Excel put a picture of the selection beside its HTML: the text is what was meant
        if (event.clipboardData?.types.includes('text/html')) return false;
        const pictures = [...(event.clipboardData?.files ?? [])].filter((file) =>
          file.type.startsWith('image/'),
        );
        if (pictures.length === 0) return false;
        for (const picture of pictures) void insertPicture(picture);
        return true;
      },
    },
    onUpdate: ({ editor: current }) => report.current.onChange?.(current.isEmpty ? '' : current.getHTML()),
  });

  useEffect(() => {
    // without emitting an update: being shown for reading is no edit (the form would count itself changed)
    if (editor && !editor.isDestroyed && editor.isEditable === disabled) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  // A value set from outside (a version restored, the form reset) replaces the text; the editor's own changes come
  // back equal and are left alone, so typing, and an input method's composition, is never interrupted.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (current !== value && !editor.view.composing) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const insertPicture = async (file: File) => {
    const key = nextKey.current++;
    setUploads((list) => [...list, { key, name: file.name || '粘贴的图片', percent: 0 }]);
    const progress = (percent: number) =>
      setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, percent } : upload)));
    try {
      const compressed = await compressImage(file, { maxEdge: 1600, skipBelowBytes: 300 * 1024 });
      const saved = await uploadEditorialImage(compressed, progress);
      if (!saved.url) throw new Error('图片上传后没有得到地址，请重试');
      editor
        ?.chain()
        .focus()
        .setImage({ src: saved.url, alt: file.name.replace(/\.[a-z0-9]+$/i, '') })
        .run();
      setUploads((list) => list.filter((upload) => upload.key !== key));
    } catch (error) {
      setUploads((list) =>
        list.map((upload) =>
          upload.key === key ? { ...upload, error: errorMessageOf(error, '上传失败，请重试') } : upload,
        ),
      );
    }
  };

  const saveLink = () => {
    if (!editor || linkDraft === null) return;
    const href = linkDraft.trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href === '') chain.unsetLink().run();
    else chain.setLink({ href }).run();
    setLinkDraft(null);
  };
  const linkIsValid = linkDraft === null || linkDraft.trim() === '' || isAllowedLink(linkDraft.trim());

  if (!editor) return null;
  return (
    <div className="rich-editor">
      {disabled ? null : (
        <Toolbar
          editor={editor}
          onLink={() => setLinkDraft(String(editor.getAttributes('link').href ?? ''))}
          onPicture={() => fileInput.current?.click()}
        />
      )}
      <input
        ref={fileInput}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple
        style={{ display: 'none' }}
        aria-label="选择要插入的图片"
        data-testid="rich-editor-picture-input"
        onChange={(event) => {
          for (const file of event.target.files ?? []) void insertPicture(file);
          event.target.value = '';
        }}
      />
      {uploads.length > 0 ? (
        <ul className="rich-editor__uploads" aria-label="图片上传进度" aria-live="polite">
          {uploads.map((upload) => (
            <li key={upload.key}>
              <span className="rich-editor__upload-name">{upload.name}</span>
              {upload.error ? (
                <>
                  <span role="alert" className="rich-editor__upload-error">
                    {upload.error}
                  </span>
                  <Button
                    size="small"
                    type="link"
                    onClick={() => setUploads((list) => list.filter((item) => item.key !== upload.key))}
                  >
                    知道了
                  </Button>
                </>
              ) : (
                <Progress percent={upload.percent} size="small" aria-label={`${upload.name} 上传进度`} />
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <EditorContent editor={editor} />
      <Modal
        title="插入链接"
        open={linkDraft !== null}
        okText="确定"
        cancelText="取消"
        okButtonProps={{ disabled: !linkIsValid }}
        onOk={saveLink}
        onCancel={() => setLinkDraft(null)}
        destroyOnHidden
      >
        <label className="rich-editor__link-label" htmlFor="rich-editor-link">
          链接地址（留空则去掉链接）
        </label>
        <Input
          id="rich-editor-link"
          value={linkDraft ?? ''}
          placeholder="https://… 或站内路径 /home/solution"
          status={linkIsValid ? '' : 'error'}
          onChange={(event) => setLinkDraft(event.target.value)}
          onPressEnter={() => linkIsValid && saveLink()}
          autoFocus
        />
        {linkIsValid ? null : (
          <p role="alert" className="rich-editor__link-error">
            链接须以 http://、https://、mailto: 或 / 开头
          </p>
        )}
      </Modal>
    </div>
  );
};
