import DisabledContext from 'antd/es/config-provider/DisabledContext';
import { type ComponentType, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { usePressGuard } from '../../../hooks/use-press-guard.ts';
import { watchFileDialog } from '../../../lib/file-dialog.ts';
import type { LateInput, RichTextHandOver, StandInFocus, StandInInput } from './rich-text-hand-over.ts';
import { carriedHandOver, carryHandOver, dropCarriedHandOver, tiptapPart } from './rich-text-part.ts';
import { EMPTY_TOOLBAR_STATE, shapeOf, startStateOf } from './rich-text-shape.ts';
import { ShapeView } from './rich-text-shape-view.tsx';
import type { TiptapEditorProps } from './rich-text-tiptap.tsx';
import { RichTextToolbar, type ToolCommand } from './rich-text-toolbar.tsx';

/** The shortcuts a key press names, as Tiptap's keyboardShortcut takes them (beforeinput's kinds of input). */
const KEY_OF_INPUT: Record<string, string> = {
  insertParagraph: 'Enter',
  insertLineBreak: 'Shift-Enter',
  deleteContentBackward: 'Backspace',
  deleteContentForward: 'Delete',
  deleteWordBackward: 'Mod-Backspace',
  deleteWordForward: 'Mod-Delete',
  formatBold: 'Mod-b',
  formatItalic: 'Mod-i',
  formatUnderline: 'Mod-u',
  historyUndo: 'Mod-z',
  historyRedo: 'Mod-Shift-z',
};

/** The caret in the text box, as the path of child indexes from the box and the offset there. */
const caretIn = (box: HTMLElement) => {
  const selection = window.getSelection();
  const node = selection?.focusNode;
  if (!selection || !node || !box.contains(node) || node === box) return undefined;
  const path: number[] = [];
  for (let at: Node = node; at !== box; at = at.parentNode as Node) {
    path.unshift(Array.prototype.indexOf.call(at.parentNode?.childNodes ?? [], at));
  }
  return { path, offset: selection.focusOffset };
};

export interface RichTextStandInProps extends Omit<TiptapEditorProps, 'handOver' | 'onChange' | 'onNotice'> {
  /** Drawn disabled, as the editor in a form shown for reading (also when antd's DisabledContext says so). */
  disabled?: boolean;
  /**
   * The editor takes the stand-in's place with what was done on it (drawn before this returns). Without it, the
   * stand-in is drawn inside a form's stand-in, which gives way to the real form: what is done on it is kept for the
   * field's stand-in or editor there (rich-text-part.ts).
   */
  onSwap?: (Editor: ComponentType<TiptapEditorProps>, handOver: RichTextHandOver) => void;
  /**
   * 插入图片's file dialog opened (true) or closed (false: pictures chosen, kept for the editor, or none): a form's
   * stand-in around this one waits for it before it gives way (useFormStandIn's choosingFile), else the pictures
   * chosen would reach an input no longer there.
   */
  onChoosingFile?: ((open: boolean) => void) | undefined;
}

/** The caret at a path of child indexes under `box` (as caretIn read it), with the focus. */
const placeCaret = (box: HTMLElement, caret: StandInFocus & { in: 'text' }) => {
  box.focus({ preventScroll: true });
  const selection = window.getSelection();
  if (!selection) return;
  let node: Node | undefined = box;
  if (caret.caret !== 'end') for (const index of caret.caret.path) node = node?.childNodes[index];
  const range = document.createRange();
  try {
    if (node && caret.caret !== 'end') range.setStart(node, caret.caret.offset);
    else {
      range.selectNodeContents(box);
      range.collapse(false);
    }
    range.collapse(true);
    selection.removeAllRanges();
    selection.addRange(range);
  } catch {
    // the text changed meanwhile: the focus is in the box, the caret where the browser puts it
  }
};

/**
 * The 正文 field as the editor draws it, without the editor (Tiptap and ProseMirror, about 130 KiB served:
 * docs/decisions/034): the same toolbar in the state the editor starts with, and the text as the editor reads it
 * (rich-text-shape.ts) in the same box with the same typography. Pointing at it, focusing it or pressing in it loads
 * the editor, which takes its place with the same value; never before, so the form is not made dirty. The box takes
 * the caret and keys as a text box does, but keeps what is typed, pasted or pressed on the toolbar until the editor is
 * there, which then does it, with the focus where it was. The swap waits for a press to end (usePressGuard) and for an
 * input method's composition to finish. A form shown for reading (antd's DisabledContext) draws the text without the
 * toolbar and loads nothing: the editor would only draw the same.
 */
export const RichTextStandIn = ({
  id,
  value = '',
  'aria-invalid': invalid,
  disabled: disabledByProp = false,
  onSwap,
  onChoosingFile,
}: RichTextStandInProps) => {
  const disabled = useContext(DisabledContext) || disabledByProp;
  const shape = useMemo(() => shapeOf(value), [value]);
  const toolbarState = useMemo(
    () => (disabled ? EMPTY_TOOLBAR_STATE : startStateOf(shape)),
    [disabled, shape],
  );
  const root = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const { whenFree, pressHandlers } = usePressGuard();
  // what a stand-in inside the form's stand-in kept, handed on to this one as the real form drew it
  const [taken] = useState(() => (onSwap ? carriedHandOver() : undefined));
  // shared with a stand-in inside the form's stand-in that handed on: what reaches its box still comes here
  const input = useRef<StandInInput[]>(taken ? taken.input : []);
  const late = useRef<LateInput>(taken ? taken.late : {});
  const press = useRef<ToolCommand | undefined>(taken?.press);
  const pressedInText = useRef(false);
  const composing = useRef(false);
  const choosingFiles = useRef(false);
  const arrived = useRef<ComponentType<TiptapEditorProps>>(undefined);
  const wanted = useRef(false);
  const swapped = useRef(false);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /** Where the focus is in the stand-in: the text box (the caret where it was pressed, else the end), or a button. */
  const focusNow = (): StandInFocus | undefined => {
    const active = document.activeElement;
    if (box.current && active === box.current) {
      const caret = pressedInText.current ? caretIn(box.current) : undefined;
      return { in: 'text', caret: caret ?? 'end' };
    }
    if (active instanceof HTMLElement && active.closest('.rich-editor__toolbar') && root.current) {
      const buttons = Array.from(root.current.querySelectorAll('.rich-editor__toolbar button'));
      return { in: 'toolbar', index: buttons.indexOf(active) };
    }
    return undefined;
  };
  const swap = () => {
    const Editor = arrived.current;
    if (!Editor || !mounted.current || swapped.current || composing.current || choosingFiles.current) return;
    swapped.current = true;
    const handOver = { focus: focusNow(), input: input.current, press: press.current, late: late.current };
    // read and replaced in one task: a key pressed between the two (each key is a task of its own) would reach the
    // stand-in after what was done on it had been handed over, and be lost
    flushSync(() => onSwap?.(Editor, handOver));
  };
  /** Inside a form's stand-in: what was done is kept for the real form's field, read as it takes over. */
  const carry = () => {
    if (!onSwap) {
      carryHandOver({ focus: focusNow(), input: input.current, press: press.current, late: late.current });
    }
  };
  const want = () => {
    if (disabled) return;
    carry();
    if (wanted.current) return;
    wanted.current = true;
    tiptapPart.load().then(
      (Editor) => {
        arrived.current = Editor;
        if (onSwap) whenFree(swap);
      },
      () => {
        // tried again at the next use
        wanted.current = false;
      },
    );
  };
  // inside a form's stand-in: gone without a field's stand-in taking what was kept (it reads it as it is drawn,
  // before this runs)
  useEffect(() => (onSwap ? undefined : dropCarriedHandOver), [onSwap]);
  // handed on from the form's stand-in: the focus back where it was, and the editor on its way
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as this is drawn in the stand-in's place
  useLayoutEffect(() => {
    if (!taken) return;
    if (taken.focus?.in === 'text' && box.current) placeCaret(box.current, taken.focus);
    else if (taken.focus?.in === 'toolbar') {
      root.current?.querySelectorAll<HTMLElement>('.rich-editor__toolbar button')[taken.focus.index]?.focus();
    }
    if (taken.focus && taken.focus.in === 'text') pressedInText.current = taken.focus.caret !== 'end';
    if (taken.focus || taken.input.length > 0 || taken.press) want();
  }, []);
  /** A composition or the file dialog is over: the editor takes over if it is there. */
  const retry = () => {
    if (arrived.current) whenFree(swap);
  };

  /** Something done in the box: kept for the editor, or passed on to it if it has taken over meanwhile. */
  const take = (item: StandInInput) => {
    const forward = late.current.apply;
    if (forward) forward(item);
    else input.current.push(item);
  };
  // The box's own listeners, kept on it after the swap: an event sent to the box by a script that found it just
  // before (a paste dispatched on it) reaches the detached box, not React's root, and is passed on to the editor.
  // beforeinput is the browser's own event (React's onBeforeInput is another): it says what a key would do.
  const handlers = useRef({ beforeInput: (_event: InputEvent) => {}, paste: (_event: ClipboardEvent) => {} });
  handlers.current = {
    beforeInput: (event) => {
      if (disabled) return;
      const key = KEY_OF_INPUT[event.inputType];
      if (event.inputType === 'insertText' || event.inputType === 'insertReplacementText') {
        const text = event.data ?? event.dataTransfer?.getData('text/plain') ?? '';
        if (text) take({ kind: 'text', text });
      } else if (key) take({ kind: 'key', key });
      else if (event.inputType.startsWith('insertComposition')) return;
      // the text is the editor's to change: what the key does is done there
      if (event.cancelable) event.preventDefault();
      want();
    },
    paste: (event) => {
      if (disabled) return;
      event.preventDefault();
      const data = event.clipboardData;
      take({
        kind: 'paste',
        html: data?.getData('text/html') ?? '',
        text: data?.getData('text/plain') ?? '',
        files: Array.from(data?.files ?? []).filter((file) => file.type.startsWith('image/')),
      });
      want();
    },
  };
  // added once (React's StrictMode runs an effect twice: two listeners would keep every key twice)
  const listening = useRef(false);
  useEffect(() => {
    const element = box.current;
    if (!element || listening.current) return;
    listening.current = true;
    const beforeInput = (event: InputEvent) => handlers.current.beforeInput(event);
    const paste = (event: ClipboardEvent) => handlers.current.paste(event);
    element.addEventListener('beforeinput', beforeInput);
    element.addEventListener('paste', paste);
  }, []);
  const fileInput = useRef<HTMLInputElement>(null);
  /** The file dialog closed without a choice. */
  const cancelled = () => {
    choosingFiles.current = false;
    // nothing chosen: the editor is not to open the dialog again
    if (press.current === 'picture') press.current = undefined;
    retry();
    onChoosingFile?.(false);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the editor's own box (no role of its own); pointing at it loads the editor
    <div
      ref={root}
      className="rich-editor"
      onPointerEnter={want}
      onFocus={want}
      {...pressHandlers}
      onPointerUp={() => {
        pressHandlers.onPointerUp();
        // the caret is placed by now: kept for the real form's field (inside a form's stand-in)
        carry();
      }}
      onCompositionStart={() => {
        composing.current = true;
      }}
      onCompositionEnd={(event) => {
        composing.current = false;
        if (event.data) take({ kind: 'text', text: event.data });
        retry();
      }}
    >
      {disabled ? null : (
        <RichTextToolbar
          state={toolbarState}
          onCommand={(command) => {
            press.current = command;
            if (command === 'picture') {
              // the file dialog opens now, from the press, as it would from the editor's button
              fileInput.current?.click();
              return;
            }
            want();
          }}
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
        onClick={(event) => {
          choosingFiles.current = true;
          onChoosingFile?.(true);
          watchFileDialog(event.currentTarget, cancelled);
        }}
        onChange={(event) => {
          choosingFiles.current = false;
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (press.current === 'picture') press.current = undefined;
          if (files.length > 0) take({ kind: 'pictures', files });
          // inside a form's stand-in, want() keeps the pictures for the real form's field before the form takes over
          want();
          retry();
          onChoosingFile?.(false);
        }}
      />
      {/* biome-ignore lint/a11y/useSemanticElements: the editor's text box, as ProseMirror draws it (a textarea holds no markup) */}
      <div
        ref={box}
        id={id}
        className="rich-editor__content rich-text"
        role="textbox"
        aria-label="正文"
        aria-multiline="true"
        aria-invalid={invalid ? 'true' : undefined}
        translate="no"
        tabIndex={0}
        contentEditable={!disabled}
        suppressContentEditableWarning
        onPointerDown={() => {
          pressedInText.current = true;
        }}
        onDrop={(event) => event.preventDefault()}
      >
        <ShapeView doc={shape} />
      </div>
    </div>
  );
};
