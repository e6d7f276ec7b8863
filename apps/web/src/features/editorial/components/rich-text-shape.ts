/**
 * The text of the 正文 field as the editor (Tiptap on ProseMirror, rich-text-tiptap.tsx) would hold it, read without
 * loading the editor: the stand-in (rich-text-stand-in.tsx) draws what this returns, so it looks as the editor does
 * before the editor's 130 KiB have arrived (docs/decisions/034). It follows ProseMirror's own reading of HTML
 * (prosemirror-model's ParseContext: where each element may go, the wrappers it needs, the whitespace it collapses),
 * cut down to the editor's schema: the nodes and marks of rich-text-tiptap.tsx's extensions, in the schema's order.
 * rich-text-stand-in.test.tsx holds it to the real editor on the seeded texts and on the odd cases.
 */

export type MarkName = 'link' | 'bold' | 'italic' | 'strike' | 'underline';
export interface ShapeMark {
  type: MarkName;
  attrs: Record<string, string | null>;
}

type NodeName =
  | 'doc'
  | 'paragraph'
  | 'blockquote'
  | 'bulletList'
  | 'heading'
  | 'horizontalRule'
  | 'orderedList'
  | 'listItem'
  | 'hardBreak'
  | 'text'
  | 'image'
  | 'table'
  | 'tableRow'
  | 'tableCell'
  | 'tableHeader';

export interface ShapeNode {
  type: NodeName;
  attrs: Record<string, string | number | null>;
  content: ShapeNode[];
  marks: ShapeMark[];
  text?: string;
}

/** The mark order of the schema (link has the higher priority): the outer mark comes first. */
const MARK_RANK: Record<MarkName, number> = { link: 0, bold: 1, italic: 2, strike: 3, underline: 4 };

/** The block group in the schema's order: the first is what a block+ is filled with. */
const BLOCKS: NodeName[] = [
  'paragraph',
  'blockquote',
  'bulletList',
  'heading',
  'horizontalRule',
  'orderedList',
  'image',
  'table',
];
const INLINE: NodeName[] = ['hardBreak', 'text'];
const LEAVES = new Set<NodeName>(['horizontalRule', 'image', 'hardBreak', 'text']);

/** Each node's content expression as a sequence of (types, min, max). */
type ContentElement = [types: NodeName[], min: number, max: number];
const CONTENT: Partial<Record<NodeName, ContentElement[]>> = {
  doc: [[BLOCKS, 1, Infinity]],
  paragraph: [[INLINE, 0, Infinity]],
  heading: [[INLINE, 0, Infinity]],
  blockquote: [[BLOCKS, 1, Infinity]],
  bulletList: [[['listItem'], 1, Infinity]],
  orderedList: [[['listItem'], 1, Infinity]],
  listItem: [
    [['paragraph'], 1, 1],
    [BLOCKS, 0, Infinity],
  ],
  table: [[['tableRow'], 1, Infinity]],
  tableRow: [[['tableCell', 'tableHeader'], 0, Infinity]],
  tableCell: [[BLOCKS, 1, Infinity]],
  tableHeader: [[BLOCKS, 1, Infinity]],
};
const inlineContent = (type: NodeName) => type === 'paragraph' || type === 'heading';

/** Where in its content expression a node is (prosemirror-model's ContentMatch). */
interface Match {
  type: NodeName;
  element: number;
  count: number;
}
const startOf = (type: NodeName): Match => ({ type, element: 0, count: 0 });
const elementsOf = (match: Match) => CONTENT[match.type] ?? [];

const matchType = (match: Match, type: NodeName): Match | null => {
  const elements = elementsOf(match);
  for (let index = match.element; index < elements.length; index++) {
    const [types, min, max] = elements[index] as ContentElement;
    const count = index === match.element ? match.count : 0;
    if (types.includes(type) && count < max) return { type: match.type, element: index, count: count + 1 };
    if (count < min) return null;
  }
  return null;
};

const validEnd = (match: Match) =>
  elementsOf(match).every(
    ([, min], index) => index < match.element || (index === match.element ? match.count : 0) >= min,
  );

const edgesOf = (match: Match): [NodeName, Match][] => {
  const types: NodeName[] = [];
  const elements = elementsOf(match);
  for (let index = match.element; index < elements.length; index++) {
    const [elementTypes, min, max] = elements[index] as ContentElement;
    const count = index === match.element ? match.count : 0;
    if (count < max) for (const type of elementTypes) if (!types.includes(type)) types.push(type);
    if (count < min) break;
  }
  return types.flatMap((type) => {
    const next = matchType(match, type);
    return next ? [[type, next] as [NodeName, Match]] : [];
  });
};

const sameMatch = (a: Match, b: Match) => a.type === b.type && a.element === b.element && a.count === b.count;

/** The wrappers a node of `target` needs to go here (ContentMatch.findWrapping). */
const findWrapping = (match: Match, target: NodeName): NodeName[] | null => {
  const seen = new Set<NodeName>();
  const active: { match: Match; type: NodeName | null; via: (typeof active)[number] | null }[] = [
    { match, type: null, via: null },
  ];
  while (active.length) {
    const current = active.shift() as (typeof active)[number];
    if (matchType(current.match, target)) {
      const result: NodeName[] = [];
      for (let step: (typeof active)[number] | null = current; step?.type; step = step.via) {
        result.push(step.type);
      }
      return result.reverse();
    }
    for (const [type, next] of edgesOf(current.match)) {
      if (!LEAVES.has(type) && !seen.has(type) && (!current.type || validEnd(next))) {
        active.push({ match: startOf(type), type, via: current });
        seen.add(type);
      }
    }
  }
  return null;
};

const createNode = (
  type: NodeName,
  attrs: ShapeNode['attrs'] = {},
  content: ShapeNode[] = [],
  marks: ShapeMark[] = [],
): ShapeNode => ({ type, attrs, content, marks });

/** What fills the content up to a valid end (ContentMatch.fillBefore with nothing after, to the end). */
const fillToEnd = (match: Match): ShapeNode[] => {
  const seen: Match[] = [match];
  const search = (current: Match, types: NodeName[]): ShapeNode[] | null => {
    if (validEnd(current)) return types.map(createAndFill);
    for (const [type, next] of edgesOf(current)) {
      if (type !== 'text' && !seen.some((other) => sameMatch(other, next))) {
        seen.push(next);
        const found = search(next, [...types, type]);
        if (found) return found;
      }
    }
    return null;
  };
  return search(match, []) ?? [];
};
const createAndFill = (type: NodeName): ShapeNode =>
  createNode(type, defaultAttrs(type), fillToEnd(startOf(type)));

const defaultAttrs = (type: NodeName): ShapeNode['attrs'] => {
  switch (type) {
    case 'heading':
      return { level: 2 };
    case 'orderedList':
      return { start: 1, type: null };
    case 'tableCell':
    case 'tableHeader':
      return { colspan: 1, rowspan: 1 };
    default:
      return {};
  }
};

const addMark = (marks: ShapeMark[], mark: ShapeMark) => {
  if (marks.some((other) => other.type === mark.type)) {
    return marks.map((other) => (other.type === mark.type ? mark : other));
  }
  return [...marks, mark].sort((a, b) => MARK_RANK[a.type] - MARK_RANK[b.type]);
};

/** Links as the editor keeps them: the web, mail, or a page of the portal (the server's allow-list). */
export const isAllowedLink = (href: string) => /^(https?:\/\/|mailto:|\/(?![/\\]))/i.test(href);

type Rule = { node: NodeName; attrs: ShapeNode['attrs'] } | { mark: ShapeMark } | null;

const numberAttr = (element: HTMLElement, name: string, fallback: number) => {
  const value = Number.parseInt(element.getAttribute(name) ?? '', 10);
  return Number.isNaN(value) ? fallback : value;
};

/** The editor's parse rules: the node or mark an element is read as, or null for one it does not know. */
const ruleFor = (element: HTMLElement): Rule => {
  const tag = element.nodeName.toLowerCase();
  const style = element.style;
  switch (tag) {
    case 'p':
      return { node: 'paragraph', attrs: {} };
    case 'h2':
    case 'h3':
      return { node: 'heading', attrs: { level: Number(tag[1]) } };
    case 'blockquote':
      return { node: 'blockquote', attrs: {} };
    case 'ul':
      return { node: 'bulletList', attrs: {} };
    case 'ol':
      return {
        node: 'orderedList',
        attrs: {
          start: element.hasAttribute('start') ? numberAttr(element, 'start', 1) : 1,
          type: element.getAttribute('type'),
        },
      };
    case 'li':
      return { node: 'listItem', attrs: {} };
    case 'hr':
      return { node: 'horizontalRule', attrs: {} };
    case 'br':
      return { node: 'hardBreak', attrs: {} };
    case 'img': {
      const src = element.getAttribute('src');
      if (!src || src.startsWith('data:')) return null;
      return {
        node: 'image',
        attrs: {
          src,
          alt: element.getAttribute('alt'),
          title: element.getAttribute('title'),
          width: element.getAttribute('width'),
          height: element.getAttribute('height'),
        },
      };
    }
    case 'table':
      return { node: 'table', attrs: {} };
    case 'tr':
      return { node: 'tableRow', attrs: {} };
    case 'td':
    case 'th':
      return {
        node: tag === 'td' ? 'tableCell' : 'tableHeader',
        attrs: { colspan: numberAttr(element, 'colspan', 1), rowspan: numberAttr(element, 'rowspan', 1) },
      };
    case 'strong':
      return { mark: { type: 'bold', attrs: {} } };
    case 'b':
      return style.fontWeight === 'normal' ? null : { mark: { type: 'bold', attrs: {} } };
    case 'em':
      return { mark: { type: 'italic', attrs: {} } };
    case 'i':
      return style.fontStyle === 'normal' ? null : { mark: { type: 'italic', attrs: {} } };
    case 's':
    case 'del':
    case 'strike':
      return { mark: { type: 'strike', attrs: {} } };
    case 'u':
      return { mark: { type: 'underline', attrs: {} } };
    case 'a': {
      const href = element.getAttribute('href');
      if (!href || !isAllowedLink(href)) return null;
      return {
        mark: {
          type: 'link',
          attrs: {
            href,
            target: element.getAttribute('target'),
            rel: element.getAttribute('rel') ?? 'noopener noreferrer nofollow',
            class: element.getAttribute('class'),
            title: element.getAttribute('title'),
          },
        },
      };
    }
    default:
      return null;
  }
};

/** The marks an element's style adds (the editor's style rules for bold, italic, strike and underline). */
const styleMarks = (element: HTMLElement, marks: ShapeMark[]) => {
  const style = element.style;
  if (!style || style.length === 0) return marks;
  let result = marks;
  const weight = style.getPropertyValue('font-weight');
  if (weight === '400') result = result.filter((mark) => mark.type !== 'bold');
  else if (/^(bold(er)?|[5-9]\d{2,})$/.test(weight)) result = addMark(result, { type: 'bold', attrs: {} });
  const fontStyle = style.getPropertyValue('font-style');
  if (fontStyle === 'normal') result = result.filter((mark) => mark.type !== 'italic');
  else if (fontStyle === 'italic') result = addMark(result, { type: 'italic', attrs: {} });
  const decoration = style.getPropertyValue('text-decoration');
  if (decoration.includes('line-through')) result = addMark(result, { type: 'strike', attrs: {} });
  if (decoration.includes('underline')) result = addMark(result, { type: 'underline', attrs: {} });
  return result;
};

const BLOCK_TAGS = new Set(
  'address article aside blockquote canvas dd div dl fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hgroup hr li noscript ol output p pre section table tfoot ul'.split(
    ' ',
  ),
);
const IGNORE_TAGS = new Set(['head', 'noscript', 'object', 'script', 'style', 'title']);
const LIST_TAGS = new Set(['ol', 'ul']);
const WHITESPACE = /[ \t\r\n\f]/;

class NodeContext {
  content: ShapeNode[] = [];
  match: Match | null;
  constructor(
    readonly type: NodeName,
    readonly attrs: ShapeNode['attrs'],
    readonly solid: boolean,
  ) {
    this.match = startOf(type);
  }

  findWrapping(node: ShapeNode) {
    // a node context always starts with a match here: the text is read whole, never opened at its left
    return this.match ? findWrapping(this.match, node.type) : null;
  }

  finish(): ShapeNode {
    const last = this.content[this.content.length - 1];
    const trailing = last?.type === 'text' ? /[ \t\r\n\f]+$/.exec(last.text ?? '') : null;
    if (last && trailing) {
      if ((last.text ?? '').length === trailing[0].length) this.content.pop();
      else
        this.content[this.content.length - 1] = { ...last, text: last.text?.slice(0, -trailing[0].length) };
    }
    const content = joinText(this.content);
    if (this.match) content.push(...fillToEnd(this.match));
    return createNode(this.type, this.attrs, content);
  }

  inlineContext() {
    return inlineContent(this.type);
  }
}

const sameMarks = (a: ShapeMark[], b: ShapeMark[]) =>
  a.length === b.length &&
  a.every((mark, index) => {
    const other = b[index] as ShapeMark;
    return mark.type === other.type && JSON.stringify(mark.attrs) === JSON.stringify(other.attrs);
  });

/** Adjacent texts of the same marks are one text (Fragment.fromArray). */
const joinText = (nodes: ShapeNode[]) => {
  const joined: ShapeNode[] = [];
  for (const node of nodes) {
    const previous = joined[joined.length - 1];
    if (previous?.type === 'text' && node.type === 'text' && sameMarks(previous.marks, node.marks)) {
      joined[joined.length - 1] = { ...previous, text: `${previous.text ?? ''}${node.text ?? ''}` };
    } else joined.push(node);
  }
  return joined;
};

class ParseContext {
  open = 0;
  nodes: NodeContext[] = [new NodeContext('doc', {}, true)];

  get top() {
    return this.nodes[this.open] as NodeContext;
  }

  addAll(parent: Node, marks: ShapeMark[]) {
    for (let dom = parent.firstChild; dom; dom = dom.nextSibling) this.addDOM(dom, marks);
  }

  addDOM(dom: Node, marks: ShapeMark[]) {
    if (dom.nodeType === 3) this.addTextNode(dom as Text, marks);
    else if (dom.nodeType === 1) this.addElement(dom as HTMLElement, marks);
  }

  addTextNode(dom: Text, marks: ShapeMark[]) {
    let value = dom.nodeValue ?? '';
    const top = this.top;
    if (!top.inlineContext() && !/[^ \t\r\n\f]/.test(value)) return;
    value = value.replace(/[ \t\r\n\f]+/g, ' ');
    if (WHITESPACE.test(value[0] ?? '') && this.open === this.nodes.length - 1) {
      const nodeBefore = top.content[top.content.length - 1];
      const domNodeBefore = dom.previousSibling;
      if (
        !nodeBefore ||
        domNodeBefore?.nodeName === 'BR' ||
        (nodeBefore.type === 'text' && /[ \t\r\n\f]$/.test(nodeBefore.text ?? ''))
      ) {
        value = value.slice(1);
      }
    }
    if (value) this.insertNode(createNode('text', {}, [], []), marks, !/\S/.test(value), value);
  }

  addElement(dom: HTMLElement, marks: ShapeMark[]) {
    let top = this.top;
    const name = dom.nodeName.toLowerCase();
    if (LIST_TAGS.has(name)) normalizeList(dom);
    const rule = ruleFor(dom);
    if (!rule && IGNORE_TAGS.has(name)) return;
    if (!rule) {
      let sync = false;
      if (BLOCK_TAGS.has(name)) {
        if (top.content.length && INLINE.includes(top.content[0]?.type as NodeName) && this.open) {
          this.open--;
          top = this.top;
        }
        sync = true;
      } else if (!dom.firstChild) {
        return;
      }
      this.addAll(dom, styleMarks(dom, marks));
      if (sync) this.sync(top);
      return;
    }
    const innerMarks = styleMarks(dom, marks);
    this.addElementByRule(dom, rule, innerMarks);
  }

  addElementByRule(dom: HTMLElement, rule: NonNullable<Rule>, marks: ShapeMark[]) {
    let sync = false;
    let inner = marks;
    let leaf = false;
    if ('node' in rule) {
      if (!LEAVES.has(rule.node)) {
        const entered = this.enter(rule.node, rule.attrs, marks);
        if (entered) {
          sync = true;
          inner = entered;
        }
      } else {
        leaf = true;
        this.insertNode(createNode(rule.node, rule.attrs), marks, dom.nodeName === 'BR');
      }
    } else {
      inner = addMark(marks, rule.mark);
    }
    const startIn = this.top;
    if (!leaf) this.addAll(dom, inner);
    if (sync && this.sync(startIn)) this.open--;
  }

  findPlace(node: ShapeNode, marks: ShapeMark[], cautious: boolean) {
    let route: NodeName[] | null = null;
    let sync: NodeContext | undefined;
    for (let depth = this.open, penalty = 0; depth >= 0; depth--) {
      const context = this.nodes[depth] as NodeContext;
      const found = context.findWrapping(node);
      if (found && (!route || route.length > found.length + penalty)) {
        route = found;
        sync = context;
        if (!found.length) break;
      }
      if (context.solid) {
        if (cautious) break;
        penalty += 2;
      }
    }
    if (!route || !sync) return null;
    this.sync(sync);
    for (const type of route) this.enterInner(type, defaultAttrs(type), false);
    return marks;
  }

  insertNode(node: ShapeNode, marks: ShapeMark[], cautious: boolean, text?: string) {
    const inner = this.findPlace(node, marks, cautious);
    if (!inner) return false;
    this.closeExtra();
    const top = this.top;
    if (top.match) top.match = matchType(top.match, node.type);
    // marks apply to inline nodes only (a textblock allows every mark; no other node allows any)
    const nodeMarks = inlineContent(top.type) ? inner : [];
    top.content.push(
      text === undefined ? { ...node, marks: nodeMarks } : { ...node, text, marks: nodeMarks },
    );
    return true;
  }

  enter(type: NodeName, attrs: ShapeNode['attrs'], marks: ShapeMark[]) {
    const inner = this.findPlace(createNode(type, attrs), marks, false);
    if (inner) this.enterInner(type, attrs, true);
    return inner;
  }

  enterInner(type: NodeName, attrs: ShapeNode['attrs'], solid: boolean) {
    this.closeExtra();
    const top = this.top;
    top.match = top.match && matchType(top.match, type);
    this.nodes.push(new NodeContext(type, attrs, solid));
    this.open++;
  }

  closeExtra() {
    let index = this.nodes.length - 1;
    if (index > this.open) {
      for (; index > this.open; index--) {
        (this.nodes[index - 1] as NodeContext).content.push((this.nodes[index] as NodeContext).finish());
      }
      this.nodes.length = this.open + 1;
    }
  }

  finish() {
    this.open = 0;
    this.closeExtra();
    return (this.nodes[0] as NodeContext).finish();
  }

  sync(to: NodeContext) {
    for (let index = this.open; index >= 0; index--) {
      if (this.nodes[index] === to) {
        this.open = index;
        return true;
      }
    }
    return false;
  }
}

/** A list directly inside a list goes into the item before it (prosemirror-model's normalizeList). */
const normalizeList = (dom: Node) => {
  let previousItem: Node | null = null;
  for (let child: Node | null = dom.firstChild; child; child = child.nextSibling) {
    const name = child.nodeType === 1 ? child.nodeName.toLowerCase() : null;
    if (name && LIST_TAGS.has(name) && previousItem) {
      previousItem.appendChild(child);
      child = previousItem;
    } else if (name === 'li') previousItem = child;
    else if (name) previousItem = null;
  }
};

/** Tiptap drops text nodes that are only a line break (and a line break with two spaces) before parsing. */
const removeLineBreaks = (node: Node) => {
  for (let index = node.childNodes.length - 1; index >= 0; index--) {
    const child = node.childNodes[index] as Node;
    if (child.nodeType === 3 && child.nodeValue && /^(\n\s\s|\n)$/.test(child.nodeValue)) {
      node.removeChild(child);
    } else if (child.nodeType === 1) removeLineBreaks(child);
  }
};

/**
 * The document the editor makes of `html`. Read in an inert document (DOMParser), as Tiptap reads it: nothing in it
 * loads or runs.
 */
export const shapeOf = (html: string): ShapeNode => {
  const body = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  removeLineBreaks(body);
  const context = new ParseContext();
  context.addAll(body, []);
  return context.finish();
};

/**
 * The picture or rule the editor starts with selected whole (it comes first, before any text): ProseMirror marks it
 * selected (ProseMirror-selectednode), so the stand-in does too.
 */
export const startSelectedLeaf = (doc: ShapeNode): ShapeNode | undefined => {
  let node: ShapeNode | undefined = doc;
  while (node && !inlineContent(node.type)) {
    const first: ShapeNode | undefined = node.content[0];
    if (!first) return undefined;
    if (LEAVES.has(first.type))
      return first.type === 'image' || first.type === 'horizontalRule' ? first : undefined;
    node = first;
  }
  return undefined;
};

/** What the toolbar shows for a document whose selection is where the editor starts it (at its start). */
export interface ToolbarState {
  h2: boolean;
  h3: boolean;
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strike: boolean;
  bullet: boolean;
  ordered: boolean;
  quote: boolean;
  link: boolean;
  inTable: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

export const EMPTY_TOOLBAR_STATE: ToolbarState = {
  h2: false,
  h3: false,
  bold: false,
  italic: false,
  underline: false,
  strike: false,
  bullet: false,
  ordered: false,
  quote: false,
  link: false,
  inTable: false,
  canUndo: false,
  canRedo: false,
};

/**
 * The toolbar's state with the editor's first selection (Selection.atStart: the start of the first textblock, a table
 * entered, or the first picture or rule selected whole): the nodes around it, and the marks of the text after it but
 * link (which is not inclusive).
 */
export const startStateOf = (doc: ShapeNode): ToolbarState => {
  const state = { ...EMPTY_TOOLBAR_STATE };
  const around: ShapeNode[] = [];
  let node: ShapeNode | undefined = doc;
  let leaf = false;
  // into the first child until a textblock; a leaf (a picture, a rule) is selected whole, with no marks
  while (node && !inlineContent(node.type)) {
    const first: ShapeNode | undefined = node.content[0];
    if (!first || LEAVES.has(first.type)) {
      leaf = true;
      break;
    }
    around.push(first);
    node = first;
  }
  for (const ancestor of around) {
    if (ancestor.type === 'heading') {
      state.h2 = ancestor.attrs.level === 2;
      state.h3 = ancestor.attrs.level === 3;
    }
    if (ancestor.type === 'blockquote') state.quote = true;
    if (ancestor.type === 'bulletList') state.bullet = true;
    if (ancestor.type === 'orderedList') state.ordered = true;
    if (ancestor.type === 'table') state.inTable = true;
  }
  const firstInline = leaf ? undefined : node?.content[0];
  for (const mark of firstInline?.marks ?? []) {
    if (
      mark.type === 'bold' ||
      mark.type === 'italic' ||
      mark.type === 'underline' ||
      mark.type === 'strike'
    ) {
      state[mark.type] = true;
    }
  }
  return state;
};
