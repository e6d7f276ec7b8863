import { Fragment, type ReactNode } from 'react';
import { type ShapeMark, type ShapeNode, startSelectedLeaf } from './rich-text-shape.ts';

/**
 * A document of rich-text-shape.ts drawn as ProseMirror's view draws it in the editor: the same elements in the same
 * nesting (marks kept open across texts as the view keeps them), a trailing break in an empty textblock or one that ends
 * in a line break, pictures draggable, and a table in Tiptap's wrapper with its column group. So the stand-in has the
 * editor's look, and a caret placed in it is found at the same place in the editor.
 */

const markElement = (mark: ShapeMark, key: number, children: ReactNode[]) => {
  switch (mark.type) {
    case 'link': {
      const { href, target, rel, class: className, title } = mark.attrs;
      return (
        <a
          key={key}
          href={href ?? undefined}
          target={target ?? undefined}
          rel={rel ?? undefined}
          className={className ?? undefined}
          title={title ?? undefined}
        >
          {children}
        </a>
      );
    }
    case 'bold':
      return <strong key={key}>{children}</strong>;
    case 'italic':
      return <em key={key}>{children}</em>;
    case 'strike':
      return <s key={key}>{children}</s>;
    default:
      return <u key={key}>{children}</u>;
  }
};

const sameMark = (a: ShapeMark, b: ShapeMark) =>
  a.type === b.type && JSON.stringify(a.attrs) === JSON.stringify(b.attrs);

/** A textblock's content: texts and line breaks inside their marks, a mark kept open while the next node has it. */
const inlineContent = (nodes: ShapeNode[]): ReactNode[] => {
  const root: ReactNode[] = [];
  const open: { mark: ShapeMark; children: ReactNode[] }[] = [];
  let key = 0;
  const close = (depth: number) => {
    while (open.length > depth) {
      const done = open.pop() as (typeof open)[number];
      const parent = open.length ? (open[open.length - 1] as (typeof open)[number]).children : root;
      parent.push(markElement(done.mark, key++, done.children));
    }
  };
  for (const node of nodes) {
    let keep = 0;
    while (
      keep < open.length &&
      keep < node.marks.length &&
      sameMark((open[keep] as (typeof open)[number]).mark, node.marks[keep] as ShapeMark)
    ) {
      keep++;
    }
    close(keep);
    for (const mark of node.marks.slice(keep)) open.push({ mark, children: [] });
    const into = open.length ? (open[open.length - 1] as (typeof open)[number]).children : root;
    into.push(node.type === 'text' ? node.text : <br key={key++} />);
  }
  close(0);
  const last = nodes[nodes.length - 1];
  // ProseMirror's view: an empty textblock, or one ending in a line break, gets a break of its own to hold the caret
  if (!last || last.type === 'hardBreak') {
    root.push(<br key={key++} className="ProseMirror-trailingBreak" />);
  }
  return root;
};

const blocks = (nodes: ShapeNode[], selected: ShapeNode | undefined) =>
  nodes.map((node, index) => block(node, index, selected));

const SELECTED = 'ProseMirror-selectednode';

const columnsOf = (table: ShapeNode) =>
  (table.content[0]?.content ?? []).reduce((sum, cell) => sum + (Number(cell.attrs.colspan) || 1), 0);

const cellSpans = (node: ShapeNode) => ({
  colSpan: node.attrs.colspan !== 1 ? Number(node.attrs.colspan) : undefined,
  rowSpan: node.attrs.rowspan !== 1 ? Number(node.attrs.rowspan) : undefined,
});

const block = (node: ShapeNode, key: number, selected: ShapeNode | undefined): ReactNode => {
  switch (node.type) {
    case 'paragraph':
      return <p key={key}>{inlineContent(node.content)}</p>;
    case 'heading':
      return node.attrs.level === 3 ? (
        <h3 key={key}>{inlineContent(node.content)}</h3>
      ) : (
        <h2 key={key}>{inlineContent(node.content)}</h2>
      );
    case 'blockquote':
      return <blockquote key={key}>{blocks(node.content, selected)}</blockquote>;
    case 'bulletList':
      return <ul key={key}>{blocks(node.content, selected)}</ul>;
    case 'orderedList':
      return (
        <ol
          key={key}
          start={node.attrs.start !== 1 ? Number(node.attrs.start) : undefined}
          type={(node.attrs.type as '1' | 'a' | 'A' | 'i' | 'I' | null) ?? undefined}
        >
          {blocks(node.content, selected)}
        </ol>
      );
    case 'listItem':
      return <li key={key}>{blocks(node.content, selected)}</li>;
    case 'horizontalRule':
      return <hr key={key} className={node === selected ? SELECTED : undefined} />;
    case 'image':
      return (
        <img
          key={key}
          src={String(node.attrs.src)}
          alt={node.attrs.alt === null ? undefined : String(node.attrs.alt)}
          title={node.attrs.title === null ? undefined : String(node.attrs.title)}
          width={node.attrs.width === null ? undefined : String(node.attrs.width)}
          height={node.attrs.height === null ? undefined : String(node.attrs.height)}
          draggable="true"
          className={node === selected ? SELECTED : undefined}
        />
      );
    case 'table': {
      const columns = columnsOf(node);
      return (
        <div key={key} className="tableWrapper">
          <table style={{ minWidth: `${columns * 25}px` }}>
            <colgroup>
              {Array.from({ length: columns }, (_, column) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a table's columns are known only by their place
                <col key={column} style={{ minWidth: '25px' }} />
              ))}
            </colgroup>
            <tbody>{blocks(node.content, selected)}</tbody>
          </table>
        </div>
      );
    }
    case 'tableRow':
      return <tr key={key}>{blocks(node.content, selected)}</tr>;
    case 'tableCell':
      return (
        <td key={key} {...cellSpans(node)}>
          {blocks(node.content, selected)}
        </td>
      );
    case 'tableHeader':
      return (
        <th key={key} {...cellSpans(node)}>
          {blocks(node.content, selected)}
        </th>
      );
    default:
      return <Fragment key={key} />;
  }
};

/** The document's blocks, for the stand-in's content box. */
export const ShapeView = ({ doc }: { doc: ShapeNode }) => <>{blocks(doc.content, startSelectedLeaf(doc))}</>;
