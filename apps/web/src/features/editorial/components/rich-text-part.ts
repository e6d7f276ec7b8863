import type { ComponentType } from 'react';
import { partLoadedOnFirstUse } from '../../../hooks/use-loaded-on-first-use.ts';
import type { RichTextHandOver } from './rich-text-hand-over.ts';
import type { TiptapEditorProps } from './rich-text-tiptap.tsx';

/** The editor (Tiptap, ProseMirror, antd's Progress): loaded when the 正文 field is first used, kept once loaded. */
export const tiptapPart = partLoadedOnFirstUse<ComponentType<TiptapEditorProps>>(() =>
  import('./rich-text-tiptap.tsx').then((module) => module.TiptapEditor),
);

/**
 * What was done on a stand-in drawn inside a form's own stand-in (editorial-form-stand-in.tsx), which gives way to
 * the real form, and so to the field's own stand-in, before the editor is there: the focus, keys and a press are
 * kept here for the field's stand-in (or the editor) that the real form draws in the same task, and dropped when the
 * form's stand-in goes without one.
 */
let carried: RichTextHandOver | undefined;

export const carriedHandOver = () => carried;
export const carryHandOver = (handOver: RichTextHandOver) => {
  carried = handOver;
};
export const dropCarriedHandOver = () => {
  carried = undefined;
};
