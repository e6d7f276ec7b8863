import {
  type FieldReasons,
  SETTLEMENT_FIELD_LABELS,
  SETTLEMENT_FIELDS,
  type SettlementDraft,
  type SettlementField,
  type SettlementValues,
  TENANT_TYPE_LABELS,
  type TenantRole,
  type TenantType,
} from '@rrsp/contract';
import { ROLE_NAME } from '../../../lib/access.ts';
import { normalizeCreditCode } from './credit-code.ts';

/**
 * The application form's values as antd holds them, and the mappings to and from what the server stores: a saved
 * draft or rejected application fills the form again, and the form becomes a draft (anything filled in) or a
 * submission (everything, checked by the contract's schema).
 */

export interface SettlementFormValues {
  creditCode?: string;
  name?: string;
  type?: TenantType;
  legalRepresentative?: string;
  contactName?: string;
  contactMobile?: string;
  regionCode?: string;
  address?: string;
  businessScope?: string;
  licenceFileId?: string;
  roles?: TenantRole[];
}

export interface SettlementStep {
  title: string;
  fields: readonly SettlementField[];
}

/** The form's steps, each with the fields it holds; the last one only shows the summary. */
export const SETTLEMENT_STEPS: readonly SettlementStep[] = [
  { title: '主体信息', fields: ['creditCode', 'name', 'type', 'legalRepresentative'] },
  {
    title: '联系方式与地址',
    fields: ['contactName', 'contactMobile', 'regionCode', 'address', 'businessScope'],
  },
  { title: '营业执照与入驻角色', fields: ['licenceFileId', 'roles'] },
  { title: '确认提交', fields: [] },
];

export const SETTLEMENT_STEP_TITLES = SETTLEMENT_STEPS.map((step) => step.title);

export const LAST_STEP = SETTLEMENT_STEPS.length - 1;

export const isSettlementField = (name: unknown): name is SettlementField =>
  typeof name === 'string' && (SETTLEMENT_FIELDS as readonly string[]).includes(name);

/** The step that holds a field (0 for one no step holds). */
export const stepOfField = (field: string): number => {
  const index = SETTLEMENT_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(field));
  return Math.max(index, 0);
};

/** The earliest step holding any of the fields, or undefined when none does. */
export const firstStepOf = (fields: readonly string[]): number | undefined => {
  const steps = fields.filter(isSettlementField).map(stepOfField);
  return steps.length > 0 ? Math.min(...steps) : undefined;
};

/** A new application: most applicants produce or sell, so it starts as a participant. */
export const NEW_APPLICATION_VALUES: SettlementFormValues = { roles: ['participant'] };

/** The form's values from a stored application (a draft, or a rejected one to change). */
export const formValuesOf = (values: SettlementValues): SettlementFormValues => {
  const result: SettlementFormValues = { roles: [...values.roles] };
  for (const field of SETTLEMENT_FIELDS) {
    if (field === 'roles') continue;
    const value = values[field];
    if (value !== null && value !== '') Object.assign(result, { [field]: value });
  }
  return result;
};

const trimmed = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return text === '' ? undefined : text;
};

/** What is filled in, tidied as the server keeps it: text trimmed, the code in capitals, empty fields left out. */
export const draftOf = (values: SettlementFormValues): SettlementDraft => {
  const draft: SettlementDraft = {};
  const code = normalizeCreditCode(values.creditCode);
  if (code) draft.creditCode = code;
  for (const field of [
    'name',
    'legalRepresentative',
    'contactName',
    'contactMobile',
    'regionCode',
    'address',
    'businessScope',
    'licenceFileId',
  ] as const) {
    const text = trimmed(values[field]);
    if (text !== undefined) draft[field] = text;
  }
  if (values.type) draft.type = values.type;
  if (values.roles && values.roles.length > 0) draft.roles = [...values.roles];
  return draft;
};

export interface FieldIssue {
  name: SettlementField;
  errors: string[];
}

export interface FieldToFix {
  field: SettlementField;
  label: string;
  reason: string;
}

/** The reviewer's reasons, per field, in form order. */
export const fieldsToFix = (reasons: FieldReasons): FieldToFix[] =>
  SETTLEMENT_FIELDS.flatMap((field) => {
    const reason = reasons[field]?.trim();
    return reason ? [{ field, label: SETTLEMENT_FIELD_LABELS[field], reason }] : [];
  });

const comparable = (value: unknown): string => {
  if (Array.isArray(value)) return [...value].map(String).sort().join(',');
  if (typeof value === 'string') return value.trim();
  return value === undefined || value === null ? '' : String(value);
};

/** Whether a field still holds what the reviewer turned down (so its reason still applies). */
export const isUnchanged = (field: SettlementField, now: SettlementFormValues, then: SettlementFormValues) =>
  field === 'creditCode'
    ? normalizeCreditCode(now.creditCode) === normalizeCreditCode(then.creditCode)
    : comparable(now[field]) === comparable(then[field]);

export interface SummaryRow {
  field: SettlementField;
  label: string;
  value: string;
}

/** The confirmation step and the status page: each field as a reader wants it (labels, not codes). */
export const summaryRows = (
  values: SettlementFormValues,
  names: { region?: string | null | undefined; licence?: string | null | undefined } = {},
): SummaryRow[] =>
  SETTLEMENT_FIELDS.map((field) => {
    let value: string;
    switch (field) {
      case 'type':
        value = values.type ? TENANT_TYPE_LABELS[values.type] : '';
        break;
      case 'roles':
        value = (values.roles ?? []).map((role) => ROLE_NAME[role]).join('、');
        break;
      case 'regionCode':
        value = values.regionCode ? (names.region ?? values.regionCode) : '';
        break;
      case 'licenceFileId':
        value = values.licenceFileId ? (names.licence ?? '已上传') : '';
        break;
      case 'creditCode':
        value = normalizeCreditCode(values.creditCode);
        break;
      default:
        value = trimmed(values[field]) ?? '';
    }
    return { field, label: SETTLEMENT_FIELD_LABELS[field], value };
  });
