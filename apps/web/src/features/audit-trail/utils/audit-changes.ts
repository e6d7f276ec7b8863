import {
  ACCOUNT_STATUS_LABELS,
  APPEAL_REVIEW_STATUS_LABELS,
  AUDIT_STATE_LABELS,
  type AuditEntry,
  EDITORIAL_STATE_NAME,
  NEWS_CATEGORIES,
  OPERATOR_ROLE_NAME,
  PLATFORM_SETTING_LABELS,
  REPORT_OUTCOME_LABELS,
  REPORT_STATE_LABELS,
  SETTLEMENT_FIELD_LABELS,
  SETTLEMENT_STATUS_LABELS,
  SHELF_STATE_LABELS,
} from '@rrsp/contract';

/**
 * What a decision changed, as the trail shows it: one line per field, its name and its value before and after, in
 * words. A field the trail does not know yet is shown as recorded, never dropped.
 */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

const NOTHING = '—';
/** A tenant's roles (参与主体, 服务商) and an operator's: the ids never meet. */
const ROLE_NAMES: Record<string, string> = {
  participant: '参与主体',
  servant: '服务商',
  ...OPERATOR_ROLE_NAME,
};

const labelled =
  (labels: Record<string, string>) =>
  (value: unknown): string =>
    typeof value === 'string' ? (labels[value] ?? value) : shown(value);

/** A value as text: lists joined, objects as their entries, nothing as a dash. */
const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return NOTHING;
  if (Array.isArray(value)) return value.length === 0 ? NOTHING : value.map(shown).join('、');
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    return entries.length === 0 ? NOTHING : entries.map(([key, item]) => `${key}：${shown(item)}`).join('；');
  }
  return String(value);
};

type Field = { name: string; text: (value: unknown) => string };

/** `status` is an application's on an application, an account's on an account. */
const STATUS_FIELDS: Partial<Record<AuditEntry['objectType'], Field>> = {
  settlementApplication: { name: '申请状态', text: labelled(SETTLEMENT_STATUS_LABELS) },
  user: { name: '账号状态', text: labelled(ACCOUNT_STATUS_LABELS) },
  appeal: { name: '申诉状态', text: labelled(APPEAL_REVIEW_STATUS_LABELS) },
};

const FIELDS: Record<string, Field> = {
  audit: { name: '审核状态', text: labelled(AUDIT_STATE_LABELS) },
  shelf: { name: '上架状态', text: labelled(SHELF_STATE_LABELS) },
  state: { name: '举报状态', text: labelled(REPORT_STATE_LABELS) },
  outcome: { name: '处理结果', text: labelled(REPORT_OUTCOME_LABELS) },
  roles: {
    name: '角色',
    text: (value) => (Array.isArray(value) ? shown(value.map(labelled(ROLE_NAMES))) : shown(value)),
  },
  tenantId: { name: '入驻主体', text: (value) => (value ? '已建立' : '未建立') },
  fieldReasons: {
    name: '需修改的字段',
    text: (value) => {
      const reasons = Object.entries((value ?? {}) as Record<string, string>);
      if (reasons.length === 0) return NOTHING;
      return reasons
        .map(
          ([field, reason]) =>
            `${SETTLEMENT_FIELD_LABELS[field as keyof typeof SETTLEMENT_FIELD_LABELS] ?? field}：${reason}`,
        )
        .join('；');
    },
  },
  settledReports: {
    name: '一并结案的举报',
    text: (value) => (Array.isArray(value) ? `${value.length} 条` : shown(value)),
  },
  mobile: { name: '绑定手机号', text: shown },
  endedSessions: {
    name: '结束的登录',
    text: (value) => (typeof value === 'number' ? `${value} 个` : shown(value)),
  },
};

/** A list of the settings by what names each item: a link by its title and address, a slide by its title. */
const itemsBy =
  (name: (item: Record<string, unknown>) => string) =>
  (value: unknown): string =>
    Array.isArray(value)
      ? shown(
          value.map((item) =>
            item && typeof item === 'object' ? name(item as Record<string, unknown>) : item,
          ),
        )
      : shown(value);

/** The platform settings' fields (平台设置), by their names in the console. */
const SETTING_FIELDS: Record<string, Field> = Object.fromEntries(
  Object.entries(PLATFORM_SETTING_LABELS).map(([key, label]) => [key, { name: label, text: shown }]),
);
SETTING_FIELDS.footerLinks = {
  name: PLATFORM_SETTING_LABELS.footerLinks,
  text: itemsBy((link) => `${shown(link.title)}（${shown(link.url)}）`),
};
SETTING_FIELDS.bannerSlides = {
  name: PLATFORM_SETTING_LABELS.bannerSlides,
  text: itemsBy((slide) => shown(slide.title)),
};
SETTING_FIELDS.partnerPlatforms = {
  name: PLATFORM_SETTING_LABELS.partnerPlatforms,
  text: itemsBy(
    (partner) => `${shown(partner.name)}（${shown(partner.url)}，appKey ${shown(partner.appKey)}）`,
  ),
};

const versionText = (value: unknown) => (typeof value === 'number' ? `第 ${value} 版` : shown(value));

/** A news item's, solution's or case's fields (内容管理): its state, versions and what a save changed. */
const EDITORIAL_FIELDS: Record<string, Field> = {
  contentState: { name: '内容状态', text: labelled(EDITORIAL_STATE_NAME) },
  version: { name: '版本', text: versionText },
  publishedVersion: {
    name: '门户上的版本',
    text: (value) => (value === null ? '未发布' : versionText(value)),
  },
  scheduledVersion: { name: '排期的版本', text: versionText },
  restoredFrom: { name: '恢复自', text: versionText },
  scheduledAt: {
    name: '定时发布时间',
    text: (value) =>
      typeof value === 'string' ? new Date(value).toLocaleString('zh-CN', { hour12: false }) : shown(value),
  },
  title: { name: '标题', text: shown },
  summary: { name: '摘要', text: shown },
  coverUrl: { name: '封面图片', text: (value) => (value ? '已上传' : NOTHING) },
  content: { name: '正文', text: shown },
  publishedAt: {
    name: '发布时间',
    text: (value) =>
      typeof value === 'string' ? new Date(value).toLocaleString('zh-CN', { hour12: false }) : '首次发布时',
  },
  category: {
    name: '分类',
    text: labelled(Object.fromEntries(NEWS_CATEGORIES.map((category) => [category.code, category.name]))),
  },
  classId: { name: '分类', text: (value) => (value ? '已选择' : NOTHING) },
  source: { name: '来源', text: shown },
  author: { name: '作者', text: shown },
  providerName: { name: '提供方', text: shown },
  regionCode: { name: '地区代码', text: shown },
  tags: { name: '标签', text: shown },
  contactName: { name: '联系人', text: shown },
  contactPhone: { name: '联系电话', text: shown },
};
const EDITORIAL_OBJECTS: ReadonlySet<AuditEntry['objectType']> = new Set(['news', 'solution', 'case']);

const fieldOf = (objectType: AuditEntry['objectType'], field: string): Field | undefined => {
  if (objectType === 'platformSettings') return SETTING_FIELDS[field];
  if (EDITORIAL_OBJECTS.has(objectType)) return EDITORIAL_FIELDS[field];
  return field === 'status' ? STATUS_FIELDS[objectType] : FIELDS[field];
};

export const fieldChangesOf = (entry: Pick<AuditEntry, 'objectType' | 'before' | 'after'>): FieldChange[] => {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.flatMap((field) => {
    const known = fieldOf(entry.objectType, field);
    const text = known?.text ?? shown;
    const change = { field: known?.name ?? field, before: text(before[field]), after: text(after[field]) };
    // a field that reads alike on both sides (the roles an approval kept, a new item's empty cover: "— → —") says
    // nothing about the decision
    return change.before === change.after ? [] : [change];
  });
};
