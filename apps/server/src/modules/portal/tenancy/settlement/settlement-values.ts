import {
  SETTLEMENT_FIELDS,
  type SettlementDraft,
  type SettlementField,
  type SettlementValues,
} from '@rrsp/contract';
import type { SettlementApplicationRow } from './tables.ts';

/** The form's values of an application row. */
export const valuesOf = (row: SettlementApplicationRow): SettlementValues => ({
  creditCode: row.creditCode,
  name: row.name,
  type: row.type,
  legalRepresentative: row.legalRepresentative,
  contactName: row.contactName,
  contactMobile: row.contactMobile,
  regionCode: row.regionCode,
  address: row.address,
  businessScope: row.businessScope,
  licenceFileId: row.licenceFileId,
  roles: row.roles,
});

/** A field's value as a line of text, for change lists (roles sorted, so their order is no change). */
export const fieldText = (values: SettlementValues, field: SettlementField): string | null => {
  const value = values[field];
  if (Array.isArray(value)) return value.length > 0 ? [...value].sort().join(',') : null;
  return value ?? null;
};

/** The fields whose values differ between two sets of values. */
export const changedFields = (before: SettlementValues, after: SettlementValues): SettlementField[] =>
  SETTLEMENT_FIELDS.filter((field) => fieldText(before, field) !== fieldText(after, field));

/** A draft's fields as columns: only those present are written. */
export const columnsOf = (draft: SettlementDraft): Partial<SettlementApplicationRow> => {
  const columns: Partial<SettlementApplicationRow> = {};
  for (const field of SETTLEMENT_FIELDS) {
    if (draft[field] !== undefined) Object.assign(columns, { [field]: draft[field] });
  }
  return columns;
};
