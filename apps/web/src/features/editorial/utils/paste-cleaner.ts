import { OWN_IMAGE_PATH } from '@rrsp/contract';

/**
 * What Word and WPS put on the clipboard beside the text: conditional comments, their own XML namespaces (o:p, v:shape,
 * w:…), style sheets, class and style attributes, and pictures that point at the copier's own disk (file:///…), which
 * no reader could load. The editor's schema keeps only headings, lists, tables, links and emphasis anyway; this takes
 * out what it would otherwise turn into stray text, and counts the pictures that must be uploaded instead.
 */
const DROPPED_ELEMENTS = 'style, script, meta, link, title, xml, head, object, iframe, template';
const DROPPED_ATTRIBUTES = [
  'style',
  'class',
  'lang',
  'id',
  'align',
  'valign',
  'width',
  'height',
  'face',
  'size',
];

export interface CleanedPaste {
  html: string;
  /** Pictures that came from the copier's disk or another site, left out: the editor uploads them. */
  droppedImages: number;
}

const removeComments = (root: Node) => {
  const walker = root.ownerDocument?.createTreeWalker(root, 128 /* NodeFilter.SHOW_COMMENT */);
  const comments: Node[] = [];
  while (walker?.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
};

export const cleanPastedHtml = (html: string): CleanedPaste => {
  // conditional comments wrap whole blocks of Word's markup ([if gte mso 9]…[endif]); drop them before parsing
  const withoutConditionals = html.replace(/<!--\[if[\s\S]*?<!\[endif\]-->/gi, '');
  const document = new DOMParser().parseFromString(withoutConditionals, 'text/html');
  const body = document.body;
  removeComments(body);
  for (const element of [...body.querySelectorAll(DROPPED_ELEMENTS)]) element.remove();
  // Office's namespaced elements (o:p, v:imagedata, w:sdt): keep their text, lose the element
  for (const element of [...body.querySelectorAll('*')].filter((node) => node.tagName.includes(':'))) {
    element.replaceWith(...element.childNodes);
  }
  let droppedImages = 0;
  for (const image of [...body.querySelectorAll('img')]) {
    // the portal's own pictures and nothing else: the server's allow-list keeps no other
    if (!OWN_IMAGE_PATH.test(image.getAttribute('src') ?? '')) {
      image.remove();
      droppedImages += 1;
    }
  }
  for (const element of [...body.querySelectorAll('*')]) {
    for (const attribute of DROPPED_ATTRIBUTES) element.removeAttribute(attribute);
    for (const { name } of [...element.attributes]) if (name.startsWith('on')) element.removeAttribute(name);
  }
  // WPS and Word wrap runs in spans and fonts that mean nothing once the styles are gone
  for (const element of [...body.querySelectorAll('span, font')]) element.replaceWith(...element.childNodes);
  return { html: body.innerHTML, droppedImages };
};
