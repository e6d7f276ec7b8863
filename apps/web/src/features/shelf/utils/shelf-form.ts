import {
  type FieldIssue as ApiFieldIssue,
  type AuditState,
  type PriceMode,
  priceIssues,
} from '@rrsp/contract';
import type { z } from 'zod';

/**
 * What the publish forms of products and services share: pictures kept with their addresses, text tidied as the
 * server keeps it, the price fields the chosen mode uses, and the checks that turn the contract's schemas into
 * issues on the form's fields (in the order the form shows them). Each kind's form names its fields, words, schemas
 * and own fields (listingFormOf); the rules of reading them are these. Pure, so they are tested without a screen.
 */

/** An uploaded picture as a form keeps it: the contract takes only its id, the form shows its address too. */
export interface ShelfImage {
  fileId: string;
  url: string;
}

/** The fields every shelf form has that its checks read. */
export interface ShelfFormBase {
  regionCode?: string;
  images?: ShelfImage[];
  priceMode?: PriceMode;
  priceMin?: number | null;
  priceMax?: number | null;
}

export interface FormIssue<F extends string = string> {
  name: F;
  errors: string[];
}

/** Text as the server keeps it: trimmed, and nothing at all when only spaces were typed. */
export const trimmedText = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return text === '' ? undefined : text;
};

/** A figure typed into a price field, or null for none (an emptied InputNumber gives null). */
export const amountOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** Only the prices the chosen mode uses: 一口价 one, 价格区间 two, 面议 none; nothing before a mode is chosen. */
export const priceDraftOf = (
  values: Pick<ShelfFormBase, 'priceMode' | 'priceMin' | 'priceMax'>,
): { priceMode?: PriceMode; priceMin?: number | null; priceMax?: number | null } => {
  switch (values.priceMode) {
    case 'fixed':
      return { priceMode: 'fixed', priceMin: amountOf(values.priceMin), priceMax: null };
    case 'range':
      return { priceMode: 'range', priceMin: amountOf(values.priceMin), priceMax: amountOf(values.priceMax) };
    case 'negotiable':
      return { priceMode: 'negotiable', priceMin: null, priceMax: null };
    default:
      return {};
  }
};

/** The fields both kinds' forms share (a product adds its supply period and certifications). */
export interface ListingFormValues<C extends string> extends ShelfFormBase {
  name?: string;
  category?: C;
  summary?: string;
  description?: string;
  unit?: string;
  contactName?: string;
  contactMobile?: string;
}

/** The shared fields of a stored version, as the contract answers them. */
export interface ListingStoredValues<C extends string> {
  name: string;
  category: C | null;
  regionCode: string | null;
  summary: string | null;
  description: string | null;
  images: ShelfImage[];
  priceMode: PriceMode | null;
  priceMin: number | null;
  priceMax: number | null;
  unit: string | null;
  contactName: string | null;
  contactMobile: string | null;
}

/** The form's shared values from a stored version (a draft, a rejected or an approved one to change). */
const listingFormValuesOf = <C extends string>(values: ListingStoredValues<C>): ListingFormValues<C> => {
  const result: ListingFormValues<C> = { images: values.images.map(({ fileId, url }) => ({ fileId, url })) };
  if (values.name) result.name = values.name;
  if (values.category) result.category = values.category;
  if (values.regionCode) result.regionCode = values.regionCode;
  if (values.summary) result.summary = values.summary;
  if (values.description) result.description = values.description;
  if (values.priceMode) result.priceMode = values.priceMode;
  if (values.priceMin !== null) result.priceMin = values.priceMin;
  if (values.priceMax !== null) result.priceMax = values.priceMax;
  if (values.unit) result.unit = values.unit;
  if (values.contactName) result.contactName = values.contactName;
  if (values.contactMobile) result.contactMobile = values.contactMobile;
  return result;
};

const LISTING_TEXT_FIELDS = ['regionCode', 'summary', 'description', 'contactName', 'contactMobile'] as const;

/**
 * The shared fields of what is filled in, tidied as the server keeps it: text trimmed, empty fields left out, and
 * only the prices the chosen mode uses. Saving replaces the working version, so a field left out is empty.
 */
const listingDraftOf = <C extends string>(values: ListingFormValues<C>, id?: string) => {
  const draft: {
    id?: string;
    name?: string;
    category?: C;
    imageFileIds?: string[];
  } & Partial<Record<(typeof LISTING_TEXT_FIELDS)[number], string>> &
    ReturnType<typeof priceDraftOf> = {};
  if (id) draft.id = id;
  // a missing name is told as 请填写…名称 by the schema, which an empty one would not be
  const name = trimmedText(values.name);
  if (name !== undefined) draft.name = name;
  for (const field of LISTING_TEXT_FIELDS) {
    const text = trimmedText(values[field]);
    if (text !== undefined) draft[field] = text;
  }
  if (values.category) draft.category = values.category;
  const images = values.images ?? [];
  if (images.length > 0) draft.imageFileIds = images.map((image) => image.fileId);
  return Object.assign(draft, priceDraftOf(values));
};

/** The blanks of a preview card: what goes in each place not filled in yet. */
export interface PreviewBlanks {
  name: string;
  /** Where the chosen region's name is not known yet, and where none is chosen. */
  regionChosen: string;
  region: string;
  summary: string;
}

/** The names a preview card takes from outside the form: the chosen region's, and the tenant's. */
export interface PreviewNames {
  regionName?: string | null | undefined;
  tenantName?: string | null | undefined;
}

/**
 * What both kinds' cards show, from what is filled in so far (the preview beside the form); blanks say what goes
 * there, and a region is named as the picker has it (or as chosen, until its name is known).
 */
export const listingPreviewOf = <V extends ListingFormValues<string>>(
  values: V,
  names: PreviewNames,
  blanks: PreviewBlanks,
): ListingPreview<V> => ({
  name: trimmedText(values.name) ?? blanks.name,
  category: values.category ?? null,
  regionName: values.regionCode ? (names.regionName ?? blanks.regionChosen) : blanks.region,
  summary: trimmedText(values.summary) ?? blanks.summary,
  coverUrl: values.images?.[0]?.url ?? null,
  priceMode: values.priceMode ?? null,
  priceMin: amountOf(values.priceMin),
  priceMax: amountOf(values.priceMax),
  tenantName: names.tenantName ?? '本主体',
});

/** What both kinds' preview cards show, in the kind's categories. */
export interface ListingPreview<V extends ListingFormValues<string>> {
  name: string;
  category: NonNullable<V['category']> | null;
  regionName: string;
  summary: string;
  coverUrl: string | null;
  priceMode: PriceMode | null;
  priceMin: number | null;
  priceMax: number | null;
  tenantName: string;
}

/** What a field left empty is told: the contract's words where it has them (MobileSchema has none for a blank). */
const missingTextOf =
  <F extends string>(labels: Record<F, string>, noun: string) =>
  (field: F): string => {
    if (field === 'category' || field === 'regionCode' || field === 'priceMode')
      return `请选择${labels[field]}`;
    if (field === 'images') return `请上传${noun}图片`;
    return `请填写${labels[field]}`;
  };

/** A draft as the form schema reads it: the pictures and the prices present even when empty (none, null). */
const shelfSubmissionOf = <
  T extends { imageFileIds?: string[]; priceMin?: number | null; priceMax?: number | null },
>(
  draft: T,
) => ({
  ...draft,
  imageFileIds: draft.imageFileIds ?? [],
  priceMin: draft.priceMin ?? null,
  priceMax: draft.priceMax ?? null,
});

/** A prefecture (522600) matches the code's pattern but is not a place an item comes from or is offered in. */
export const isPrefectureCode = (code: string | undefined): boolean =>
  Boolean(code && /^\d{4}00$/.test(code));

export const REGION_LEVEL_MESSAGE = '请选择到区县或乡镇一级';

/**
 * Whether saving an item sends it to audit at once: an approved or pending one goes back to (or stays in) audit
 * with every save (shelf.ts, decideShelfAction), so its form has no draft of its own to keep.
 */
export const saveGoesToAudit = (audit: AuditState | undefined): boolean =>
  audit === 'approved' || audit === 'pending';

type Checked<T, F extends string> = { ok: true; value: T } | { ok: false; issues: FormIssue<F>[] };

export interface ShelfFormRules<V extends ShelfFormBase, F extends string & keyof V, D, S> {
  /** The form's fields in the order it shows them: issues are listed, and scrolled to, in this order. */
  fields: readonly F[];
  /** What is filled in as a draft (saveOrUpdate's body). */
  draftOf: (values: V, id?: string) => object;
  /** The whole item as the form schema reads it: every key present. */
  submissionOf: (values: V) => Record<string, unknown>;
  draftSchema: z.ZodType<D>;
  formSchema: z.ZodType<S>;
  /** What a field left empty is told, where the contract has no words for a blank. */
  missingText: (field: F) => string;
}

/** The checks of one shelf form, built from its rules. */
export const shelfFormChecks = <V extends ShelfFormBase, F extends string & keyof V, D, S>(
  rules: ShelfFormRules<V, F, D, S>,
) => {
  /** The form field a contract field (or an issue's path, `imageFileIds.2`) belongs to. */
  const formFieldOf = (path: string | number | symbol | undefined): F | undefined => {
    const head = String(path ?? '').split('.')[0] ?? '';
    const name = head === 'imageFileIds' ? 'images' : head;
    return (rules.fields as readonly string[]).includes(name) ? (name as F) : undefined;
  };

  const sortedIssues = (issues: readonly { field: F; message: string }[]): FormIssue<F>[] =>
    rules.fields.flatMap((name) => {
      const errors = [
        ...new Set(issues.filter((issue) => issue.field === name).map((issue) => issue.message)),
      ];
      return errors.length > 0 ? [{ name, errors }] : [];
    });

  /**
   * The schema's issues on the form's fields, with the price rule asked apart: zod runs an object's refinement only
   * once every field has the right type, so a form with empty fields would learn of its price problem only after
   * filling in the rest; asked apart, every problem is shown at once. A prefecture is refused as a region here too.
   */
  const issuesOf = (error: { issues: readonly z.core.$ZodIssue[] } | undefined, values: V) =>
    sortedIssues([
      ...(error?.issues ?? []).flatMap((issue) => {
        const field = formFieldOf(issue.path.map(String).join('.'));
        if (!field) return [];
        const missing = issue.code === 'invalid_type' && values[field] === undefined;
        return [{ field, message: missing ? rules.missingText(field) : issue.message }];
      }),
      ...priceIssues(priceDraftOf(values)).flatMap((issue) => {
        const field = formFieldOf(issue.path);
        return field ? [{ field, message: issue.message }] : [];
      }),
      ...(isPrefectureCode(values.regionCode)
        ? [{ field: 'regionCode' as F, message: REGION_LEVEL_MESSAGE }]
        : []),
    ]);

  const check = <T>(schema: z.ZodType<T>, input: unknown, values: V): Checked<T, F> => {
    const result = schema.safeParse(input);
    if (result.success && !isPrefectureCode(values.regionCode)) return { ok: true, value: result.data };
    return { ok: false, issues: issuesOf(result.error, values) };
  };

  /** A draft may be half-filled (a name is enough), but what is filled in must be right: the server checks the same. */
  const checkDraft = (
    values: V,
    id?: string,
  ): { ok: true; draft: D } | { ok: false; issues: FormIssue<F>[] } => {
    const checked = check(rules.draftSchema, rules.draftOf(values, id), values);
    return checked.ok ? { ok: true, draft: checked.value } : checked;
  };

  /** Audit needs everything, the price consistent with its mode; the issues name the fields, in form order. */
  const checkSubmission = (values: V): { ok: true; form: S } | { ok: false; issues: FormIssue<F>[] } => {
    const checked = check(rules.formSchema, rules.submissionOf(values), values);
    return checked.ok ? { ok: true, form: checked.value } : checked;
  };

  /** The issues of one field under the rules of a publication, for the field's own rule as the user types. */
  const submissionIssuesOf = (values: V, field: F): string[] => {
    const checked = checkSubmission(values);
    return checked.ok ? [] : (checked.issues.find((issue) => issue.name === field)?.errors ?? []);
  };

  /** The server's field issues (400, 409) on the form's own fields; issues of other fields are left for the alert. */
  const serverIssuesOf = (
    issues: readonly ApiFieldIssue[],
  ): { onFields: FormIssue<F>[]; elsewhere: ApiFieldIssue[] } => {
    const mapped = issues.map((issue) => ({ issue, field: formFieldOf(issue.field) }));
    return {
      onFields: sortedIssues(
        mapped.flatMap(({ issue, field }) => (field ? [{ field, message: issue.message }] : [])),
      ),
      elsewhere: mapped.filter(({ field }) => !field).map(({ issue }) => issue),
    };
  };

  return { formFieldOf, checkDraft, checkSubmission, submissionIssuesOf, serverIssuesOf };
};

/**
 * One kind's publish form (a product's, a service's): its fields in form order, their labels, what the preview says
 * where nothing is filled in, its schemas, and its own fields beside the shared ones (a product's certifications and
 * supply period, a service's unit that goes with its price).
 */
export interface ListingFormKind<
  V extends ListingFormValues<string>,
  Stored,
  Own extends object,
  D,
  S,
  Card,
> {
  /** 产品, 服务: in the words of a field left empty (请上传产品图片). */
  noun: string;
  /** The form's fields in the order it shows them: issues are listed, and scrolled to, in this order. */
  fields: readonly (keyof V & string)[];
  labels: Record<keyof V & string, string>;
  blanks: PreviewBlanks;
  draftSchema: z.ZodType<D>;
  formSchema: z.ZodType<S>;
  /** What a new item's form starts with. */
  emptyValues: V;
  /** The kind's own fields of a stored version, as the form holds them. */
  ownValuesOf?: (stored: Stored) => Partial<V>;
  /** The kind's own fields of what is filled in, tidied as the server keeps them. */
  ownDraftOf: (values: V) => Own;
  /** The kind's own fields as the form schema reads them: every key present. */
  ownSubmissionOf: (own: Own) => object;
  /** The kind's own parts of the preview card. */
  ownCardOf: (values: V) => Card;
}

/**
 * A kind's publish form from its own parts, for its form values `V` and its stored version `Stored`: the values from a
 * stored version and back, the draft and the whole item as the contract takes them, the preview card, and the
 * checks (shelfFormChecks). The shared fields are read the same for every kind.
 */
export const listingFormOf =
  <V extends ListingFormValues<string>, Stored extends ListingStoredValues<string>>() =>
  <Own extends object, D, S, Card>(kind: ListingFormKind<V, Stored, Own, D, S, Card>) => {
    type F = keyof V & string;

    /** The form's values from a stored version (a draft, a rejected or an approved one to change). */
    const formValuesOf = (stored: Stored): V =>
      ({ ...listingFormValuesOf(stored), ...kind.ownValuesOf?.(stored) }) as V;

    /**
     * What is filled in, tidied as the server keeps it: text trimmed, empty fields left out, and only the prices the
     * chosen mode uses. Saving replaces the working version, so a field left out is empty.
     */
    const draftOf = (values: V, id?: string) => ({
      ...listingDraftOf(values, id),
      ...kind.ownDraftOf(values),
    });

    /** The whole item as the form schema reads it: every key present, the price fields null when unused. */
    const submissionOf = (values: V): Record<string, unknown> => {
      const own = kind.ownDraftOf(values);
      return { ...shelfSubmissionOf({ ...listingDraftOf(values), ...own }), ...kind.ownSubmissionOf(own) };
    };

    return {
      fields: kind.fields,
      labels: kind.labels,
      /** The form's first values: the stored version's, or a new item's. */
      initialValuesOf: (stored: Stored | undefined): V =>
        stored ? formValuesOf(stored) : { ...kind.emptyValues },
      formValuesOf,
      draftOf,
      submissionOf,
      /** The card as the shelf will show it, from what is filled in so far; blanks say what goes there. */
      previewOf: (values: V, names: PreviewNames) => ({
        ...listingPreviewOf(values, names, kind.blanks),
        ...kind.ownCardOf(values),
      }),
      ...shelfFormChecks<V, F, D, S>({
        fields: kind.fields,
        draftOf,
        submissionOf,
        draftSchema: kind.draftSchema,
        formSchema: kind.formSchema,
        missingText: missingTextOf(kind.labels, kind.noun),
      }),
    };
  };
