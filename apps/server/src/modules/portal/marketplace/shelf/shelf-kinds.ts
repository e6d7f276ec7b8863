import type { FieldIssue, ShelfKind, ShelfReviewField } from '@rrsp/contract';
import { ownerActionsOf } from '@rrsp/contract';
import type { z } from 'zod';
import type { ShelfKindRules } from './shelf-service.ts';
import {
  type FieldText,
  imageIdsOf,
  type RevisionColumns,
  reviewFieldsOf,
  type ValueLookups,
} from './shelf-values.ts';
import type { ShelfItemRow } from './tables.ts';

/** What one kind (product, service) brings to the shared shelf: its form, its values, how its fields read. */
export interface ShelfKindDefinition<Values> extends ShelfKindRules {
  categoryLabel(category: string | null): string | null;
  valuesOf(revision: RevisionColumns, lookups: ValueLookups): Values;
  reviewFields(
    working: RevisionColumns,
    listed: RevisionColumns | null,
    lookups: ValueLookups,
  ): ShelfReviewField[];
  /** Where the publisher reads the item, for notices. */
  ownerLink(area: 'participants' | 'servant', itemId: string): string;
}

/** A kind's definition from its form schema, its fields and how a version maps to them. */
export const defineShelfKind = <Values>(spec: {
  kind: ShelfKind;
  label: string;
  formSchema: z.ZodType;
  formOf(revision: RevisionColumns): Record<string, unknown>;
  changedFields(before: RevisionColumns | null, after: RevisionColumns): string[];
  categoryLabels: Record<string, string>;
  valuesOf(revision: RevisionColumns, lookups: ValueLookups): Values;
  fieldTexts(values: Values): Record<string, FieldText>;
  reviewFields: readonly { field: string; label: string }[];
  ownerLink(area: 'participants' | 'servant', itemId: string): string;
  /** The private files a version rests on (a product's certificates). */
  evidenceIds?(revision: RevisionColumns): string[];
}): ShelfKindDefinition<Values> => ({
  kind: spec.kind,
  label: spec.label,
  readinessIssues(columns): FieldIssue[] {
    const parsed = spec.formSchema.safeParse(spec.formOf(columns));
    if (parsed.success) return [];
    return parsed.error.issues.map((issue) => ({
      field: String(issue.path[0] ?? 'name'),
      message: issue.message,
    }));
  },
  changedFields: spec.changedFields,
  imageIds: imageIdsOf,
  evidenceIds: spec.evidenceIds ?? (() => []),
  categoryLabel: (category) =>
    category && category in spec.categoryLabels ? (spec.categoryLabels[category] ?? null) : null,
  valuesOf: spec.valuesOf,
  reviewFields: (working, listed, lookups) =>
    reviewFieldsOf(
      spec.reviewFields,
      spec.fieldTexts(spec.valuesOf(working, lookups)),
      listed ? spec.fieldTexts(spec.valuesOf(listed, lookups)) : null,
      new Set(spec.changedFields(listed, working)),
    ),
  ownerLink: spec.ownerLink,
});

/** An item as its publisher sees it: the working version beside the listed one, and what may be done now. */
export const publishDetailOf = <Values>(
  definition: ShelfKindDefinition<Values>,
  item: ShelfItemRow,
  working: RevisionColumns,
  listed: RevisionColumns | null,
  lookups: ValueLookups,
) => ({
  id: item.id,
  audit: item.audit,
  shelf: item.shelf,
  working: definition.valuesOf(working, lookups),
  listed: listed ? definition.valuesOf(listed, lookups) : null,
  changedFields:
    listed && item.workingRevisionId !== item.listedRevisionId
      ? definition.changedFields(listed, working)
      : [],
  rejectReason: item.rejectReason,
  offShelfReason: item.offShelfReason,
  actions: ownerActionsOf({ audit: item.audit, shelf: item.shelf }),
  createdAt: item.createdAt.toISOString(),
  updatedAt: item.updatedAt.toISOString(),
});
