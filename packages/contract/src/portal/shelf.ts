import { z } from 'zod';
import { IdSchema } from './user.ts';

/**
 * One shelf model for products and services (issue 10, DESIGN.md §5). An item has a working version, which the
 * audit state describes, and at most one approved version on the shelf, which the shelf state describes. The two are
 * kept apart: an edit of an approved item waits for audit while the approved version stays on the shelf.
 *
 * The server enforces `decideShelfAction`; the web app asks it which buttons to show. Nothing else decides.
 */

/** What sits on the shelf: participants' products and every approved tenant's services. */
export const SHELF_KINDS = ['service', 'product'] as const;
export const ShelfKindSchema = z.enum(SHELF_KINDS);
export type ShelfKind = z.infer<typeof ShelfKindSchema>;
export const SHELF_KIND_LABELS = { service: '服务', product: '产品' } as const satisfies Record<
  ShelfKind,
  string
>;

export const AUDIT_STATES = ['draft', 'pending', 'approved', 'rejected'] as const;
export const AuditStateSchema = z.enum(AUDIT_STATES);
export type AuditState = z.infer<typeof AuditStateSchema>;
export const AUDIT_STATE_LABELS: Record<AuditState, string> = {
  draft: '草稿',
  pending: '待审核',
  approved: '已通过',
  rejected: '已驳回',
};

/** `none`: no version was ever approved; `on`: the approved version is listed; `off`: taken off the shelf. */
export const SHELF_STATES = ['none', 'on', 'off'] as const;
export const ShelfStateSchema = z.enum(SHELF_STATES);
export type ShelfState = z.infer<typeof ShelfStateSchema>;
export const SHELF_STATE_LABELS: Record<ShelfState, string> = {
  none: '未上架',
  on: '已上架',
  off: '已下架',
};

/**
 * What can happen to an item:
 * - `save`: the owner saves the working version (saveOrUpdate);
 * - `publish`: the owner sends it to audit (also how an item taken off the shelf goes back on);
 * - `approve` / `reject`: an operator decides (a rejection needs a reason);
 * - `offShelf`: the owner, or an operator with a reason, takes the approved version off the shelf;
 * - `delete`: the owner removes the item.
 */
export const SHELF_ACTIONS = ['save', 'publish', 'approve', 'reject', 'offShelf', 'delete'] as const;
export const ShelfActionSchema = z.enum(SHELF_ACTIONS);
export type ShelfAction = z.infer<typeof ShelfActionSchema>;
export const SHELF_ACTION_LABELS: Record<ShelfAction, string> = {
  save: '保存',
  publish: '提交审核',
  approve: '审核通过',
  reject: '驳回',
  offShelf: '下架',
  delete: '删除',
};

export const ShelfStatusSchema = z.object({ audit: AuditStateSchema, shelf: ShelfStateSchema });
export type ShelfStatus = z.infer<typeof ShelfStatusSchema>;

/** Every status an item can be in: an approved working version always has a version on or off the shelf. */
export const SHELF_STATUSES: readonly ShelfStatus[] = AUDIT_STATES.flatMap((audit) =>
  SHELF_STATES.filter((shelf) => !(audit === 'approved' && shelf === 'none')).map((shelf) => ({
    audit,
    shelf,
  })),
);

export type ShelfDecision =
  | { allowed: true; next: ShelfStatus | 'deleted' }
  | { allowed: false; message: string };

const refuse = (message: string): ShelfDecision => ({ allowed: false, message });
const to = (audit: AuditState, shelf: ShelfState): ShelfDecision => ({
  allowed: true,
  next: { audit, shelf },
});

/**
 * The one table of the shelf: what an action does to an item in a status, or why it is refused (a sentence the
 * person can act on). Pure, so both sides and the tests read the same rules.
 */
export const decideShelfAction = ({ audit, shelf }: ShelfStatus, action: ShelfAction): ShelfDecision => {
  switch (action) {
    case 'save':
      // Editing an approved item sends it back to audit; the approved version stays where it is meanwhile.
      if (audit === 'approved' || audit === 'pending') return to('pending', shelf);
      return to('draft', shelf);
    case 'publish':
      if (audit === 'pending') return refuse('已提交审核，请等待平台审核结果');
      if (audit === 'approved' && shelf === 'on')
        return refuse('已在架上，无需再次提交；修改内容后会自动提交审核');
      return to('pending', shelf);
    case 'approve':
      if (audit !== 'pending') return refuse('只有待审核的内容可以审核通过');
      return to('approved', 'on');
    case 'reject':
      if (audit !== 'pending') return refuse('只有待审核的内容可以驳回');
      return to('rejected', shelf);
    case 'offShelf':
      if (shelf !== 'on') return refuse(shelf === 'off' ? '已经下架' : '尚未上架，无需下架');
      return to(audit, 'off');
    case 'delete':
      if (shelf === 'on') return refuse('在架上的内容不能删除，请先下架');
      if (audit === 'pending') return refuse('审核中的内容不能删除，请等待审核结果');
      return { allowed: true, next: 'deleted' };
  }
};

/** The actions the owner may take now: the buttons the web app shows. */
export const ownerActionsOf = (status: ShelfStatus): ShelfAction[] =>
  (['save', 'publish', 'offShelf', 'delete'] as const).filter(
    (action) => decideShelfAction(status, action).allowed,
  );

/** The body of an action on one item. */
export const ShelfIdSchema = z.strictObject({ id: IdSchema });

/** One line of an item's append-only log: who did what, when, why, and which fields the change touched. */
export const ShelfLogEntrySchema = z.object({
  action: ShelfActionSchema,
  actorName: z.string(),
  actorRole: z.enum(['owner', 'operator']),
  at: z.string(),
  remark: z.string().nullable(),
  changedFields: z.array(z.string()),
  from: ShelfStatusSchema.nullable(),
  /** null once deleted */
  to: ShelfStatusSchema.nullable(),
});
export type ShelfLogEntry = z.infer<typeof ShelfLogEntrySchema>;

/** One item of a tenant's own list (my services, my products), with the actions its state allows. */
export const myShelfRowSchema = <C extends z.ZodType>(category: C) =>
  z.object({
    id: IdSchema,
    name: z.string(),
    category: category.nullable(),
    coverUrl: z.string().nullable(),
    audit: AuditStateSchema,
    shelf: ShelfStateSchema,
    updatedAt: z.string(),
    rejectReason: z.string().nullable(),
    actions: z.array(ShelfActionSchema),
  });

/** An item as its publisher sees it: the working version, the listed one, and why it was refused or taken down. */
export const shelfPublishDetailSchema = <V extends z.ZodType>(values: V) =>
  z.object({
    id: IdSchema,
    audit: AuditStateSchema,
    shelf: ShelfStateSchema,
    working: values,
    /** The approved version on (or taken off) the shelf; null when none was ever approved. */
    listed: values.nullable(),
    /** Fields in which the working version differs from the listed one. */
    changedFields: z.array(z.string()),
    rejectReason: z.string().nullable(),
    offShelfReason: z.string().nullable(),
    actions: z.array(ShelfActionSchema),
    createdAt: z.string(),
    updatedAt: z.string(),
  });
