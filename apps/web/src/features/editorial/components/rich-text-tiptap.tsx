import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { Selection, TextSelection } from '@tiptap/pm/state';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Progress } from 'antd';
import DisabledContext from 'antd/es/config-provider/DisabledContext';
import { useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { lazyPart, WhenShown } from '../../../components/ui/load-when-shown.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { compressImage } from '../../../lib/image.ts';
import { uploadEditorialImage } from '../api/editorial-actions.ts';
import { cleanPastedHtml } from '../utils/paste-cleaner.ts';
import type { RichTextHandOver, StandInFocus, StandInInput } from './rich-text-hand-over.ts';
import { isAllowedLink, type ToolbarState } from './rich-text-shape.ts';
import { RichTextToolbar, type ToolCommand } from './rich-text-toolbar.tsx';

/** antd's Modal loads when the link dialog is first opened, not with the editor. */
const RichTextLinkDialog = lazyPart(() =>
  import('./rich-text-link-dialog.tsx').then((module) => module.RichTextLinkDialog),
);

export interface TiptapEditorProps {
  id?: string;
  value?: string;
  onChange?: (html: string) => void;
  onNotice?: (text: string) => void;
  'aria-invalid'?: boolean;
  /** What was done on the stand-in before this editor arrived (rich-text-stand-in.tsx). */
  handOver?: RichTextHandOver;
}

interface Upload {
  key: number;
  name: string;
  percent: number;
  error?: string;
}

const Toolbar = ({ editor, onCommand }: { editor: Editor; onCommand: (command: ToolCommand) => void }) => {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }): ToolbarState => ({
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
  return <RichTextToolbar state={state} onCommand={onCommand} />;
};

/** The element at a path of child indexes under `root`, as the stand-in recorded it. */
const nodeAt = (root: Node, path: number[]) => {
  let node: Node | undefined = root;
  for (const index of path) node = node?.childNodes[index];
  return node;
};

/**
 * The body of an article: ProseMirror (through Tiptap), whose input handling follows the browser's composition events,
 * so a Chinese input method's candidates are neither doubled nor lost. It offers what the server's allow-list keeps:
 * two heading levels, emphasis, lists, quotes, links, tables and the portal's own pictures, uploaded with progress.
 * A paste from Word or WPS is cleaned first; pictures it carried from the copier's disk are named, to be uploaded.
 * Loaded when the field is first used (rich-text-editor.tsx); what was done on its stand-in meanwhile is carried out
 * as it takes the stand-in's place.
 */
export const TiptapEditor = ({
  id,
  value = '',
  onChange,
  onNotice,
  handOver,
  ...rest
}: TiptapEditorProps) => {
  const report = useRef({ onChange, onNotice });
  report.current = { onChange, onNotice };
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [linkDraft, setLinkDraft] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const nextKey = useRef(0);
  // a form shown for reading (a reviewer's) shows the text the same way, without the tools
  const disabled = useContext(DisabledContext);
  // the value prop as last seen, and the text this editor last gave the form: its own changes come back equal to the
  // latter and are left alone
  const lastValue = useRef(value);
  const given = useRef<string | undefined>(undefined);

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
    onUpdate: ({ editor: current }) => {
      given.current = current.isEmpty ? '' : current.getHTML();
      report.current.onChange?.(given.current);
    },
  });

  useEffect(() => {
    // without emitting an update: being shown for reading is no edit (the form would count itself changed)
    if (editor && !editor.isDestroyed && editor.isEditable === disabled) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  // A value set from outside (a version restored, the form reset) replaces the text; the editor's own changes come
  // back equal to what it gave and are left alone, so typing, and an input method's composition, is never
  // interrupted. Only a value that changed counts: the one it was made with is not set again (the text would be read
  // twice, the second reading an edit that 撤销 undoes), nor is it when the first render's effects run after what was
  // done on the stand-in has changed the text (that value is stale by then).
  useEffect(() => {
    if (!editor || editor.isDestroyed || value === lastValue.current) return;
    lastValue.current = value;
    if (value === given.current) return;
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

  const run = (command: ToolCommand) => {
    if (!editor) return;
    const chain = () => editor.chain().focus();
    switch (command) {
      case 'h2':
        return chain().toggleHeading({ level: 2 }).run();
      case 'h3':
        return chain().toggleHeading({ level: 3 }).run();
      case 'quote':
        return chain().toggleBlockquote().run();
      case 'bold':
        return chain().toggleBold().run();
      case 'italic':
        return chain().toggleItalic().run();
      case 'underline':
        return chain().toggleUnderline().run();
      case 'strike':
        return chain().toggleStrike().run();
      case 'bullet':
        return chain().toggleBulletList().run();
      case 'ordered':
        return chain().toggleOrderedList().run();
      case 'link':
        return setLinkDraft(String(editor.getAttributes('link').href ?? ''));
      case 'picture':
        return fileInput.current?.click();
      case 'table':
        return chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run();
      case 'rowAfter':
        return chain().addRowAfter().run();
      case 'columnAfter':
        return chain().addColumnAfter().run();
      case 'deleteRow':
        return chain().deleteRow().run();
      case 'deleteColumn':
        return chain().deleteColumn().run();
      case 'deleteTable':
        return chain().deleteTable().run();
      case 'undo':
        return chain().undo().run();
      case 'redo':
        return chain().redo().run();
    }
  };

  const apply = (input: StandInInput) => {
    if (!editor || editor.isDestroyed) return;
    if (input.kind === 'text') editor.view.dispatch(editor.state.tr.insertText(input.text));
    else if (input.kind === 'key') editor.commands.keyboardShortcut(input.key);
    else if (input.kind === 'paste') {
      if (input.html) editor.view.pasteHTML(input.html);
      else if (input.files.length > 0) for (const file of input.files) void insertPicture(file);
      else editor.view.pasteText(input.text);
    } else for (const file of input.files) void insertPicture(file);
  };

  // What was done on the stand-in, once, before this is painted: the focus where it was (the caret where the text
  // was pressed, else at the end), what was typed or pasted there, and a toolbar button pressed; and what reaches the
  // stand-in's box still (rich-text-hand-over.ts LateInput) is done here.
  const handedOver = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the stand-in's state at the swap, once
  useLayoutEffect(() => {
    if (!editor || !handOver || handedOver.current) return;
    handedOver.current = true;
    focusAsHandedOver(editor, root.current, handOver.focus);
    for (const input of handOver.input) apply(input);
    if (handOver.press) run(handOver.press);
    handOver.late.apply = apply;
  }, [editor]);
  useEffect(
    () => () => {
      if (handOver) handOver.late.apply = undefined;
    },
    [handOver],
  );

  if (!editor) return null;
  return (
    <div className="rich-editor" ref={root}>
      {disabled ? null : <Toolbar editor={editor} onCommand={run} />}
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
      <WhenShown shown={linkDraft !== null}>
        <RichTextLinkDialog
          open={linkDraft !== null}
          draft={linkDraft ?? ''}
          onDraft={setLinkDraft}
          onSave={() => {
            if (linkDraft === null) return;
            const href = linkDraft.trim();
            if (href !== '' && !isAllowedLink(href)) return;
            const chain = editor.chain().focus().extendMarkRange('link');
            if (href === '') chain.unsetLink().run();
            else chain.setLink({ href }).run();
            setLinkDraft(null);
          }}
          onCancel={() => setLinkDraft(null)}
        />
      </WhenShown>
    </div>
  );
};

/**
 * The focus into the editor at once (Tiptap's focus command waits for the next frame, and a key pressed meanwhile
 * would reach the page): the caret where the stand-in's text was pressed, found at the same place in the editor's
 * text (the stand-in draws the same elements), else at the end; or the same toolbar button.
 */
const focusAsHandedOver = (editor: Editor, root: HTMLElement | null, focus: StandInFocus | undefined) => {
  if (!focus) return;
  if (focus.in === 'toolbar') {
    root?.querySelectorAll<HTMLElement>('.rich-editor__toolbar button')[focus.index]?.focus();
    return;
  }
  const { doc } = editor.state;
  let selection: Selection = Selection.atEnd(doc);
  if (focus.caret !== 'end') {
    const node = nodeAt(editor.view.dom, focus.caret.path);
    try {
      if (node) selection = TextSelection.near(doc.resolve(editor.view.posAtDOM(node, focus.caret.offset)));
    } catch {
      // not found in the editor's text: the end, as when the text was reached from the keyboard
    }
  }
  editor.view.dispatch(editor.state.tr.setSelection(selection));
  editor.view.focus();
};
