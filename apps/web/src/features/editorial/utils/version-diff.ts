import { type EditorialFields, NEWS_CATEGORIES } from '@rrsp/contract';
import { diffChars, diffLines } from 'diff';

/** Each field of a version as the console names it, in the order the form shows them. */
export const FIELD_LABELS: Record<string, string> = {
  title: '标题',
  category: '分类',
  classId: '分类',
  summary: '摘要',
  coverUrl: '封面图片',
  source: '来源',
  author: '作者',
  providerName: '提供方',
  regionCode: '地区',
  tags: '标签',
  contactName: '联系人',
  contactPhone: '联系电话',
  publishedAt: '发布时间',
  content: '正文',
};

export interface DiffPart {
  text: string;
  added: boolean;
  removed: boolean;
}

export interface FieldDiff {
  field: string;
  label: string;
  parts: DiffPart[];
}

const BLOCKS = 'h1, h2, h3, h4, h5, h6, p, li, td, th, blockquote, figcaption';

/** The body as lines of text, one per paragraph, heading, item or cell; a picture as [图片 name]. */
export const contentLines = (html: string): string => {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const image of [...template.content.querySelectorAll('img')]) {
    const name = image.getAttribute('alt') || (image.getAttribute('src') ?? '').split('/').pop() || '';
    image.replaceWith(`[图片${name ? ` ${name}` : ''}]`);
  }
  const blocks = [...template.content.querySelectorAll(BLOCKS)].filter(
    // a cell's paragraph is its cell's text: count it once
    (block) => !block.querySelector(BLOCKS),
  );
  const lines =
    blocks.length > 0 ? blocks.map((block) => block.textContent ?? '') : [template.content.textContent ?? ''];
  return `${lines
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n')}\n`;
};

const categoryName = (code: unknown) =>
  NEWS_CATEGORIES.find((category) => category.code === code)?.name ?? String(code);

const shown = (field: string, value: unknown, names: { classes: Map<string, string> }): string => {
  if (value === null || value === undefined || value === '') return '';
  if (field === 'category') return categoryName(value);
  if (field === 'classId') return names.classes.get(String(value)) ?? String(value);
  if (Array.isArray(value)) return value.join('、');
  if (field === 'publishedAt') return new Date(String(value)).toLocaleString('zh-CN', { hour12: false });
  return String(value);
};

/** What changed from one version to another, field by field; a field alike in both is left out. */
export const diffVersions = (
  older: EditorialFields,
  newer: EditorialFields,
  names: { classes: Map<string, string> } = { classes: new Map() },
): FieldDiff[] => {
  const before = older as Record<string, unknown>;
  const after = newer as Record<string, unknown>;
  return Object.keys(FIELD_LABELS).flatMap((field) => {
    if (!(field in before) && !(field in after)) return [];
    if (field === 'content') {
      const parts = diffLines(
        contentLines(String(before.content ?? '')),
        contentLines(String(after.content ?? '')),
      );
      if (parts.every((part) => !part.added && !part.removed)) return [];
      return [{ field, label: FIELD_LABELS[field] ?? field, parts: parts.map(toPart) }];
    }
    const was = shown(field, before[field], names);
    const now = shown(field, after[field], names);
    if (was === now) return [];
    return [{ field, label: FIELD_LABELS[field] ?? field, parts: diffChars(was, now).map(toPart) }];
  });
};

const toPart = (part: { value: string; added?: boolean; removed?: boolean }): DiffPart => ({
  text: part.value,
  added: Boolean(part.added),
  removed: Boolean(part.removed),
});
