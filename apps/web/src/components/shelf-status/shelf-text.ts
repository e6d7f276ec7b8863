import {
  AUDIT_STATE_LABELS,
  type AuditState,
  SHELF_ACTION_LABELS,
  SHELF_STATE_LABELS,
  type ShelfLogEntry,
  type ShelfStatus,
} from '@rrsp/contract';

/**
 * The words the shelf's screens use for its states and its log, shared by the publisher's pages and the operator's
 * audit (products and services alike). Pure, so the wording is tested without a screen.
 */

/** 草稿 · 未上架, 待审核 · 已上架: both states in one phrase, for a screen reader or a log line. */
export const statusText = ({ audit, shelf }: ShelfStatus): string =>
  `${AUDIT_STATE_LABELS[audit]} · ${SHELF_STATE_LABELS[shelf]}`;

/** What a line of the log says was done: the first save creates the item; an operator's off-shelf is the platform's. */
export const logTitleOf = (entry: Pick<ShelfLogEntry, 'action' | 'actorRole' | 'from'>): string => {
  if (entry.action === 'save') return entry.from === null ? '创建' : '保存修改';
  if (entry.action === 'offShelf' && entry.actorRole === 'operator') return '平台下架';
  return SHELF_ACTION_LABELS[entry.action];
};

/** Who did it: the publisher by name, an operator as the platform's audit. */
export const logActorOf = (entry: Pick<ShelfLogEntry, 'actorName' | 'actorRole'>): string =>
  entry.actorRole === 'operator' ? `平台审核 · ${entry.actorName}` : entry.actorName;

/** The heading of a log line's remark: a rejection's and an off-shelf's remark is their reason. */
export const remarkTitleOf = (action: ShelfLogEntry['action']): string => {
  if (action === 'reject') return '驳回原因';
  if (action === 'offShelf') return '下架原因';
  return '备注';
};

/**
 * Field names of a log line or a comparison in words; a name this screen does not know is said as 其他内容 rather
 * than shown as a code.
 */
export const fieldNamesText = (
  fields: readonly string[],
  labelOf: (field: string) => string | undefined,
): string => [...new Set(fields.map((field) => labelOf(field) ?? '其他内容'))].join('、');

/** Newest first; entries of the same moment keep the order they came in. */
export const newestFirst = <T extends { at: string }>(entries: readonly T[]): T[] =>
  entries
    .map((entry, index) => ({ entry, index, time: Date.parse(entry.at) }))
    .sort((a, b) => (b.time || 0) - (a.time || 0) || a.index - b.index)
    .map(({ entry }) => entry);

/** The tone of an audit state's tag (the stylesheet's colours, chosen for AA contrast). */
export const AUDIT_TONES: Record<AuditState, string> = {
  draft: 'neutral',
  pending: 'waiting',
  approved: 'good',
  rejected: 'bad',
};
