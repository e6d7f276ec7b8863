import type { ToolCommand } from './rich-text-toolbar.tsx';

/** Something done in the stand-in's text box before the editor arrived, carried out by the editor once it has. */
export type StandInInput =
  | { kind: 'text'; text: string }
  /** A key as Tiptap names a shortcut (Enter, Shift-Enter, Backspace, Delete, Mod-b …). */
  | { kind: 'key'; key: string }
  | { kind: 'paste'; html: string; text: string; files: File[] }
  | { kind: 'pictures'; files: File[] };

/** Where the focus was in the stand-in: its text box (the caret by the path of child indexes, or the end), or a button. */
export type StandInFocus =
  | { in: 'text'; caret: { path: number[]; offset: number } | 'end' }
  | { in: 'toolbar'; index: number };

/**
 * Input that reaches the stand-in after the editor has taken its place: an event sent to the stand-in's box by a
 * script that found the box just before the swap (a paste dispatched on it) reaches the detached box, whose own
 * listeners pass it on to the editor, which sets `apply` as it takes over.
 */
export interface LateInput {
  apply?: ((input: StandInInput) => void) | undefined;
}

/** What the stand-in hands the editor when it takes its place. */
export interface RichTextHandOver {
  focus: StandInFocus | undefined;
  input: StandInInput[];
  press: ToolCommand | undefined;
  late: LateInput;
}
