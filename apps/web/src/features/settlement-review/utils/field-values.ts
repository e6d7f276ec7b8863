import {
  type SettlementApplication,
  type SettlementField,
  TENANT_ROLES,
  TENANT_TYPE_LABELS,
  type TenantRole,
  type TenantType,
} from '@rrsp/contract';
import { ROLE_NAME } from '../../../lib/access.ts';

/** How the review shows an application's values and the before → after of a change. Pure, for the tests. */

export const EMPTY_VALUE = '（未填写）';

const isTenantType = (value: string): value is TenantType => value in TENANT_TYPE_LABELS;
const isRole = (value: string): value is TenantRole => (TENANT_ROLES as readonly string[]).includes(value);

export const rolesText = (roles: readonly TenantRole[]): string =>
  roles.length > 0 ? roles.map((role) => ROLE_NAME[role]).join('、') : EMPTY_VALUE;

export const typeText = (type: string | null | undefined): string =>
  type ? (isTenantType(type) ? TENANT_TYPE_LABELS[type] : type) : EMPTY_VALUE;

/** Bytes as people read a file size: 820 KB, 2.4 MB. */
export const fileSizeText = (bytes: number): string => {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 KB';
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
};

/** The text of one field of the application as submitted. */
export const fieldText = (
  application: Pick<SettlementApplication, 'values' | 'regionName' | 'licence'>,
  field: SettlementField,
): string => {
  const { values } = application;
  switch (field) {
    case 'type':
      return typeText(values.type);
    case 'roles':
      return rolesText(values.roles);
    case 'regionCode':
      return application.regionName ?? values.regionCode ?? EMPTY_VALUE;
    case 'licenceFileId':
      return application.licence
        ? `${application.licence.name}（${fileSizeText(application.licence.size)}）`
        : EMPTY_VALUE;
    default: {
      const value = values[field];
      return value?.trim() ? value : EMPTY_VALUE;
    }
  }
};

/**
 * One side of a change as the server reports it (a string, or nothing), in the operator's words: a type or a role
 * list by its label (the server may send the codes), a licence as a file rather than its id.
 */
export const changeText = (field: SettlementField, value: string | null): string => {
  if (value === null || value.trim() === '') return EMPTY_VALUE;
  if (field === 'type') return typeText(value);
  if (field === 'roles') {
    const parts = value
      .split(/[,，、\s]+/)
      .map((part) => part.trim())
      .filter(Boolean);
    return parts.every(isRole) ? rolesText(parts) : value;
  }
  if (field === 'licenceFileId' && /^[0-9a-f-]{36}$/i.test(value.trim())) return '另一份营业执照文件';
  // a division code, when the server sends no name for the earlier region
  if (field === 'regionCode' && /^\d{6}(\d{3})?$/.test(value.trim())) return `行政区划代码 ${value.trim()}`;
  return value;
};
