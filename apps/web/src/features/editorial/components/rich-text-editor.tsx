import { type ComponentType, useState } from 'react';
import type { RichTextHandOver } from './rich-text-hand-over.ts';
import { carriedHandOver, tiptapPart } from './rich-text-part.ts';
import { RichTextStandIn } from './rich-text-stand-in.tsx';
import type { TiptapEditorProps } from './rich-text-tiptap.tsx';

interface RichTextEditorProps {
  id?: string;
  value?: string;
  onChange?: (html: string) => void;
  /** Said when a paste lost pictures that were not uploaded (from the copier's disk or another site). */
  onNotice?: (text: string) => void;
  'aria-invalid'?: boolean;
}

/**
 * The body of an article (a Form.Item's control): the rich-text editor of rich-text-tiptap.tsx, drawn by its stand-in
 * (rich-text-stand-in.tsx) until it is first used, since the editor is most of the page's JavaScript
 * (docs/decisions/034). Once its code is there it is drawn directly, never through a Suspense fallback that would draw
 * the stand-in anew under a press or a key; a second mount (another item opened) draws it at once.
 */
export const RichTextEditor = (props: RichTextEditorProps) => {
  const [real, setReal] = useState<
    { Editor: ComponentType<TiptapEditorProps>; handOver?: RichTextHandOver | undefined } | undefined
  >(() => {
    const Editor = tiptapPart.loaded();
    // what was done on the field inside the form's stand-in, if it was that which gave way to this
    return Editor ? { Editor, handOver: carriedHandOver() } : undefined;
  });
  if (real) return <real.Editor {...props} handOver={real.handOver} />;
  return <RichTextStandIn {...props} onSwap={(Editor, handOver) => setReal({ Editor, handOver })} />;
};
