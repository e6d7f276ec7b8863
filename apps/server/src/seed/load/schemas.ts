import {
  COUNT_METRICS,
  ContentSummaryWithContactSchema,
  ControlCenterInputSchema,
  CooperationRequestSchema,
  CooperationStateSchema,
  CreditCodeFormatSchema,
  CreditCodeSchema,
  DeliveryInputSchema,
  FieldReasonsSchema,
  handleReport,
  MessageKindSchema,
  MobileSchema,
  NewsCategorySchema,
  NewsDetailSchema,
  NickNameSchema,
  OPERATOR_ROLES,
  offShelfShelfItem,
  PRODUCT_FIELDS,
  type ProductForm,
  ProductFormSchema,
  RegionCodeSchema,
  ReportReasonSchema,
  ReportSubmitSchema,
  rejectShelfItem,
  replyCooperation,
  SaleRecordInputSchema,
  SERVICE_FIELDS,
  type ServiceForm,
  ServiceFormSchema,
  ShelfKindSchema,
  TenantMembershipSchema,
  TenantRoleSchema,
  TenantTypeSchema,
  TownshipCodeSchema,
  UsernameSchema,
} from '@rrsp/contract';
import { z } from 'zod';
import { PRODUCT_CATEGORY_SCENES, SERVICE_CATEGORY_SCENES, sceneProblem } from '../category-scenes.ts';
import { COVER_SCENES, type CoverScene } from '../covers.ts';

/**
 * The shape of every data file, built from the contract's field schemas so that demo content can hold nothing the
 * API could not carry. Cross-file rules (a class or a tenant that must exist) are checked by the loader.
 */

const filled = (schema: z.ZodString) => schema.trim().min(1, '不能为空');

/** Days before the seed ran; dates are computed at seeding time so the demo always looks current. */
const DaysAgoSchema = z.number().int().min(0).max(3650);
const CoverSceneSchema = z.enum(COVER_SCENES);
const ShareSchema = z.number().min(0).max(1);

/** A short name other files refer to a tenant by; the database knows the tenant by its credit code. */
export const TenantKeySchema = z.string().regex(/^[a-z][a-z0-9-]*$/, '只能含小写字母、数字和连字符');

export const SettledTenantSchema = z.strictObject({
  name: filled(TenantMembershipSchema.shape.tenantName),
  creditCode: CreditCodeSchema,
  roles: z.array(TenantRoleSchema).min(1, '至少一个角色'),
});
export type SeedTenant = z.output<typeof SettledTenantSchema>;

export const DemoTenantSchema = SettledTenantSchema.extend({ key: TenantKeySchema });
export type DemoTenant = z.output<typeof DemoTenantSchema>;

export const DemoUserSchema = z.strictObject({
  username: UsernameSchema,
  nickName: NickNameSchema,
  mobile: MobileSchema,
  /** What the account is for, printed beside its password. */
  role: filled(z.string()),
  /** A platform operator's roles; empty for the users of tenants. */
  operatorRoles: z.array(z.enum(OPERATOR_ROLES)).default([]),
  /** Key of the demo tenant this user administers. */
  tenant: TenantKeySchema.optional(),
});
export type DemoUser = z.output<typeof DemoUserSchema>;

/** Names of the tabs, in tab order. */
export const ClassListSchema = z.array(filled(z.string())).min(1, '至少一个分类');

export const NewsFrontSchema = z.strictObject({
  category: NewsCategorySchema,
  title: filled(NewsDetailSchema.shape.title),
  summary: filled(NewsDetailSchema.shape.summary),
  source: filled(NewsDetailSchema.shape.source),
  author: filled(NewsDetailSchema.shape.author),
  daysAgo: DaysAgoSchema,
  scene: CoverSceneSchema,
});
export type NewsFront = z.output<typeof NewsFrontSchema>;

const item = ContentSummaryWithContactSchema.shape;
export const ItemFrontSchema = z.strictObject({
  className: filled(item.className),
  title: filled(item.title),
  summary: filled(item.summary),
  /** A demo tenant that provides the item; without one the item names an outside provider only. */
  providerKey: TenantKeySchema.optional(),
  providerName: filled(item.providerName),
  /** The name comes from the national division table (platform/regions). */
  regionCode: RegionCodeSchema,
  tags: z.array(filled(z.string())).min(1, '至少一个标签'),
  contactName: filled(item.contactName.unwrap()),
  contactPhone: filled(item.contactPhone.unwrap()),
  daysAgo: DaysAgoSchema,
  scene: CoverSceneSchema,
});
export type ItemFront = z.output<typeof ItemFrontSchema>;

const sale = SaleRecordInputSchema.shape;
export const SeedProductSchema = z.strictObject({
  productName: sale.productName,
  tenantName: sale.tenantName,
  regionName: sale.regionName,
  unit: sale.unit,
  /** Yuan per unit, for the quantity of each sale. */
  price: z.number().positive(),
  /** Yuan sold over the last twelve months, all channels. */
  yearTotal: sale.amount,
  /** Share of the year sold through the platform's sale room (展销厅). */
  saleRoomShare: ShareSchema,
});
export type SeedProduct = z.output<typeof SeedProductSchema>;

export const SalesPlanSchema = z.strictObject({
  /** The channel of each of a product's sales over the year; its length is the number of sales per product. */
  channelPlan: z.array(sale.channel).min(1),
  /** Of what is not sold in the sale room, the share sold online (the rest offline). */
  onlineShareOutsideSaleRoom: ShareSchema,
  products: z.array(SeedProductSchema).min(1),
});
export type SalesPlan = z.output<typeof SalesPlanSchema>;

const delivery = DeliveryInputSchema.shape;
/** Both under two days, so every delivery is on the road whenever the seed runs. */
const HoursSchema = z.number().positive().lt(48, '须少于 48 小时');
export const DeliveryPlanSchema = z.strictObject({
  goods: delivery.goods,
  quantity: delivery.quantity,
  fromName: delivery.fromName,
  toName: delivery.toName,
  carrier: delivery.carrier,
  progress: delivery.progress,
  departedHoursAgo: HoursSchema,
  arrivesInHours: HoursSchema,
});
export type DeliveryPlan = z.output<typeof DeliveryPlanSchema>;

/** Prefecture names come from the national division table (platform/regions). */
export const ControlCentreListSchema = z
  .array(ControlCenterInputSchema.omit({ prefectureName: true }))
  .min(1);

/** Every metric the dashboard takes from outside, each once. */
export const CollectedCountsSchema = z.record(z.enum(COUNT_METRICS), z.number().int().min(0).max(1e9));

/** A demo settlement application (data/settlement/applications.json). */
export const ApplicationSeedSchema = z.strictObject({
  applicant: z.strictObject({
    username: UsernameSchema,
    nickName: z.string().optional(),
    mobile: MobileSchema.optional(),
  }),
  /** A demo tenant (accounts/tenants.json key) the application settled; its name and code come from there. */
  tenant: z.string().optional(),
  name: z.string().optional(),
  creditCode: CreditCodeFormatSchema.optional(),
  status: z.enum(['draft', 'submitted', 'resubmitted', 'approved', 'rejected']),
  type: TenantTypeSchema,
  regionCode: TownshipCodeSchema,
  legalRepresentative: z.string(),
  address: z.string(),
  businessScope: z.string(),
  roles: z.array(TenantRoleSchema).min(1),
  /** When it was (last) submitted, counted back from the seed. */
  hoursAgo: z.number().min(0),
  rejection: z
    .strictObject({ hoursAgo: z.number().min(0), remark: z.string(), fieldReasons: FieldReasonsSchema })
    .optional(),
  /** Values of the first submission that the resubmission changed. */
  before: z.record(z.string(), z.string()).optional(),
  /** The applicant's 最近动态: what the work area told them, so a first start does not show an empty list. */
  notices: z
    .array(
      z.strictObject({
        /** The message kind; a settlement's news by default. */
        kind: MessageKindSchema.optional(),
        title: z.string().min(1),
        body: z.string().min(1),
        /** A portal path, as the notice jobs write them. */
        link: z.string().startsWith('/').nullable(),
        hoursAgo: z.number().min(0),
        read: z.boolean(),
      }),
    )
    .optional(),
});
export type ApplicationSeed = z.infer<typeof ApplicationSeedSchema>;

/**
 * A settled tenant (data/accounts/settled-tenants.json) with the approved application that settled it, so the
 * operator's 入驻审核 lists every tenant the home counts. Its name, credit code and roles are the tenant's.
 */
export const SettledTenantWithApplicationSchema = SettledTenantSchema.extend({
  application: ApplicationSeedSchema.pick({
    applicant: true,
    type: true,
    regionCode: true,
    legalRepresentative: true,
    address: true,
    businessScope: true,
    hoursAgo: true,
  }).extend({
    applicant: ApplicationSeedSchema.shape.applicant.required({ nickName: true, mobile: true }),
    // decided 20 hours after it was submitted, and before the seed runs
    hoursAgo: z.number().min(21),
  }),
});
export type SettledTenantSeed = z.output<typeof SettledTenantWithApplicationSchema>;

/** Stands in for the pictures the seed draws, so that the rest of an item meets the publish form's own schema. */
export const DRAWN_PICTURE = '00000000-0000-4000-8000-000000000000';
const chinese = z.locales.zhCN().localeError;

/** A service as the publish form sends it, pictures aside (the seed draws them from `scenes`). */
export type ServiceContent = Omit<ServiceForm, 'imageFileIds'>;
/** A product as the publish form sends it, pictures aside. */
export type ProductContent = Omit<ProductForm, 'imageFileIds'>;

type Issue = { path: PropertyKey[]; message: string };

/** What a publish form would refuse in an item, and the item as it would accept it. */
const formChecker =
  <Form extends { imageFileIds: string[]; regionCode: string }>(schema: z.ZodType<Form>) =>
  (value: unknown): { content: Omit<Form, 'imageFileIds'> | null; issues: Issue[] } => {
    if (value && typeof value === 'object' && 'imageFileIds' in value)
      return {
        content: null,
        issues: [{ path: ['imageFileIds'], message: '图片由种子按 scenes 绘制，不要填写' }],
      };
    const claims = (value as { certifications?: unknown } | null)?.certifications;
    const filled = (claim: unknown) =>
      Boolean(claim) &&
      typeof claim === 'object' &&
      'evidenceFileId' in (claim as object) &&
      (claim as { evidenceFileId: unknown }).evidenceFileId !== DRAWN_PICTURE;
    // an edit is checked with the content already read, whose claims hold the stand-in
    if (Array.isArray(claims) && claims.some(filled))
      return {
        content: null,
        issues: [{ path: ['certifications'], message: '证书照片由种子绘制，不要填写 evidenceFileId' }],
      };
    const parsed = schema.safeParse(
      {
        ...(value as object),
        imageFileIds: [DRAWN_PICTURE],
        // a product's certificates are drawn too, one per claim (products.ts)
        ...(Array.isArray(claims)
          ? {
              certifications: claims.map((claim) =>
                claim && typeof claim === 'object' ? { ...claim, evidenceFileId: DRAWN_PICTURE } : claim,
              ),
            }
          : {}),
      },
      { error: chinese },
    );
    if (!parsed.success)
      return {
        content: null,
        issues: parsed.error.issues.map((issue) => ({ path: issue.path, message: issue.message })),
      };
    const { imageFileIds: _drawn, ...content } = parsed.data;
    if (!content.regionCode.startsWith('52'))
      return {
        content: null,
        issues: [{ path: ['regionCode'], message: '须为贵州省的区县或乡镇代码（52 开头）' }],
      };
    return { content, issues: [] };
  };

/** The states a demo product or service can be left in, each with the story the seed writes into its log. */
export const SHELF_SEED_STATES = [
  'draft',
  'pending',
  'listed',
  'editPending',
  'rejected',
  'offByOwner',
  'offByOperator',
] as const;
export type ShelfSeedState = (typeof SHELF_SEED_STATES)[number];
/** The states in which an item is on the shelf: the ones a visitor can ask to cooperate on, or report. */
export const ON_SHELF_SEED_STATES: readonly ShelfSeedState[] = ['listed', 'editPending'];

/** The fields of a call's body, so that a demo reason, reply or remark holds nothing the call would refuse. */
const bodyOf = <Shape extends z.ZodRawShape>(endpoint: {
  id: string;
  body?: z.ZodObject<Shape> | undefined;
}) => {
  if (!endpoint.body) throw new Error(`${endpoint.id} takes no body`);
  return endpoint.body.shape;
};

/** Hours before the seed ran that the last step of the story happened. */
const HoursAgoSchema = z
  .number()
  .min(0)
  .max(24 * 3650);

/** Where an item's story has left it, with what that state needs: when, why, which fields an edit changed. */
type ShelfStory<Blank extends string> =
  | { state: 'draft'; blank?: Blank[] | undefined }
  | { state: 'pending'; hoursAgo: number }
  | { state: 'listed' }
  | { state: 'editPending'; hoursAgo: number; edit: Record<string, unknown> }
  | { state: 'rejected'; hoursAgo: number; reason: string }
  | { state: 'offByOwner'; hoursAgo: number }
  | { state: 'offByOperator'; hoursAgo: number; reason: string };

/** A demo item of a data file, its content under `Key` (`service`, `product`). */
export type ShelfSeed<Key extends string, Content, Blank extends string> = {
  tenant?: string | undefined;
  creditCode?: string | undefined;
  daysAgo: number;
  scenes: CoverScene[];
  /** The content as the edit waiting for audit leaves it; null unless the state is editPending. */
  edited: Content | null;
} & { [K in Key]: Content } & ShelfStory<Blank>;

/**
 * The schema of a demo item (data/services/services.json, data/products/products.json): its content, whose it is,
 * the state it is left in, and when the steps of its story happened. The content is held to the publish form's
 * schema; an edit waiting for audit names the one or two fields it changes.
 */
const shelfSeedSchema = <
  Key extends string,
  Form extends { imageFileIds: string[]; regionCode: string },
  Blank extends string,
>(spec: {
  /** The field of the content in the file. */
  key: Key;
  /** 服务, 产品: for messages. */
  noun: string;
  form: z.ZodType<Form>;
  /** The form's fields a demo draft may leave empty (a draft needs only its name). */
  blankable: readonly Blank[];
  /** The scenes drawn for the item's category (category-scenes.ts): its cover is one of them. */
  scenesOf: (content: Omit<Form, 'imageFileIds'>) => readonly CoverScene[];
}) => {
  type Content = Omit<Form, 'imageFileIds'>;
  const check = formChecker(spec.form);
  const ContentSchema = z.unknown().transform((value, context): Content => {
    const { content, issues } = check(value);
    for (const issue of issues)
      context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return content as Content;
  });
  const base = {
    /** A demo tenant (accounts/tenants.json key), or a settled tenant by credit code: exactly one. */
    tenant: TenantKeySchema.optional(),
    creditCode: CreditCodeSchema.optional(),
    /** When the first version was saved. */
    daysAgo: DaysAgoSchema.min(1),
    /** One drawn picture per scene, the first is the cover. */
    scenes: z.array(CoverSceneSchema).min(1, '至少一张图片').max(3, '最多三张图片'),
    [spec.key]: ContentSchema,
  };
  const schema = z
    .discriminatedUnion('state', [
      z.strictObject({
        ...base,
        state: z.literal('draft'),
        /** Fields the draft has not filled in yet. */
        blank: z.array(z.enum(spec.blankable as readonly [Blank, ...Blank[]])).optional(),
      }),
      z.strictObject({ ...base, state: z.literal('pending'), hoursAgo: HoursAgoSchema }),
      z.strictObject({ ...base, state: z.literal('listed') }),
      z.strictObject({
        ...base,
        state: z.literal('editPending'),
        hoursAgo: HoursAgoSchema,
        /** The fields the edit changes, with their new values. */
        edit: z.record(z.string(), z.unknown()),
      }),
      z.strictObject({
        ...base,
        state: z.literal('rejected'),
        hoursAgo: HoursAgoSchema,
        reason: bodyOf(rejectShelfItem).reason,
      }),
      z.strictObject({ ...base, state: z.literal('offByOwner'), hoursAgo: HoursAgoSchema }),
      z.strictObject({
        ...base,
        state: z.literal('offByOperator'),
        hoursAgo: HoursAgoSchema,
        reason: bodyOf(offShelfShelfItem).reason,
      }),
    ])
    .transform((value, context) => {
      const issue = (path: PropertyKey[], message: string) =>
        context.addIssue({ code: 'custom', path, message, input: value });
      if (Boolean(value.tenant) === Boolean(value.creditCode))
        issue(['tenant'], '须填写 tenant（演示主体）或 creditCode（已入驻主体）之一');
      const shown = (value as Record<string, unknown>)[spec.key] as Content | null;
      const sceneIssue = shown && sceneProblem(value.scenes, spec.scenesOf(shown));
      if (sceneIssue) issue(['scenes'], sceneIssue);
      const hours = value.daysAgo * 24;
      // the steps before the last must fit between the first save and it: sending, and for an approved one the audit
      if (value.state === 'listed' && value.daysAgo < 2)
        issue(['daysAgo'], `已上架的${spec.noun}至少 2 天前创建`);
      if ((value.state === 'pending' || value.state === 'rejected') && value.hoursAgo > hours - 4)
        issue(['hoursAgo'], '须比 daysAgo 晚至少 4 小时');
      if (
        (value.state === 'editPending' || value.state === 'offByOwner' || value.state === 'offByOperator') &&
        value.hoursAgo > hours - 48
      )
        issue(['hoursAgo'], '须比 daysAgo 晚至少 48 小时（其间提交并通过审核）');
      let edited: Content | null = null;
      if (value.state === 'editPending') {
        const content = (value as Record<string, unknown>)[spec.key] as Content;
        const checked = check({ ...content, ...value.edit });
        for (const found of checked.issues) issue(['edit', ...found.path], found.message);
        edited = checked.content;
        const changed = Object.keys(value.edit).filter(
          (key) =>
            JSON.stringify(value.edit[key]) !== JSON.stringify((content as Record<string, unknown>)[key]),
        );
        if (checked.content && (changed.length < 1 || changed.length > 2))
          issue(['edit'], `修改应改动 1 至 2 个字段，现为 ${changed.length} 个`);
      }
      return { ...value, edited };
    });
  return schema as unknown as z.ZodType<ShelfSeed<Key, Content, Blank>>;
};

export const ServiceSeedSchema = shelfSeedSchema({
  key: 'service',
  noun: '服务',
  form: ServiceFormSchema,
  blankable: SERVICE_FIELDS.filter((field) => field !== 'name' && field !== 'imageFileIds'),
  scenesOf: (service) => SERVICE_CATEGORY_SCENES[service.category],
});
export type ServiceSeed = z.output<typeof ServiceSeedSchema>;

export const ProductSeedSchema = shelfSeedSchema({
  key: 'product',
  noun: '产品',
  form: ProductFormSchema,
  // an empty list is what a product without certifications has: not a field left blank
  blankable: PRODUCT_FIELDS.filter(
    (field) => field !== 'name' && field !== 'imageFileIds' && field !== 'certifications',
  ),
  scenesOf: (product) => PRODUCT_CATEGORY_SCENES[product.category],
});
export type ProductSeed = z.output<typeof ProductSeedSchema>;

/** An item of the shelf data files, by kind and name (names are unique in each file). */
const ShelfItemRefSchema = z.strictObject({ kind: ShelfKindSchema, name: filled(z.string()) });
export type ShelfItemRef = z.output<typeof ShelfItemRefSchema>;

/**
 * A seed-only account (data/cooperation/requesters.json): a buyer, a farmer or a school who sent cooperation
 * requests or reports. Without a password: it cannot sign in, it only makes the requests and the queue real.
 */
export const RequesterSchema = z.strictObject({
  username: UsernameSchema,
  nickName: NickNameSchema,
  mobile: MobileSchema,
});
export type Requester = z.output<typeof RequesterSchema>;

/** When, counted back from the seed; a request or report is never older than the listing it concerns. */
const SentHoursAgoSchema = z
  .number()
  .positive()
  .max(24 * 3650);

const cooperation = CooperationRequestSchema.shape;

/**
 * A cooperation request (data/cooperation/requests.json) on an item on the shelf: the form the requester filled in,
 * the state it has reached, and the provider's reply. It was read, answered and closed in the hours since.
 */
export const CooperationSeedSchema = z
  .strictObject({
    item: ShelfItemRefSchema,
    /** Who sent it: a demo account (accounts/users.json) or a requester (cooperation/requesters.json). */
    from: UsernameSchema,
    name: cooperation.name,
    mobile: cooperation.mobile,
    message: cooperation.message,
    state: CooperationStateSchema,
    reply: bodyOf(replyCooperation).reply.optional(),
    hoursAgo: SentHoursAgoSchema,
  })
  .superRefine((value, context) => {
    if (value.state === 'replied' && !value.reply)
      context.addIssue({ code: 'custom', path: ['reply'], message: '已回复的申请须填写 reply' });
    if ((value.state === 'new' || value.state === 'read') && value.reply)
      context.addIssue({ code: 'custom', path: ['reply'], message: '未回复的申请不能有 reply' });
  });
export type CooperationSeed = z.output<typeof CooperationSeedSchema>;

/**
 * A report (data/cooperation/reports.json) on an item: open, dismissed by the operator with a remark, or the one
 * that took the item off the shelf (its state offByOperator; the remark and the time are the item's off-shelf step).
 */
export const ReportSeedSchema = z
  .strictObject({
    item: ShelfItemRefSchema,
    from: UsernameSchema,
    reason: ReportReasonSchema,
    detail: ReportSubmitSchema.shape.detail,
    hoursAgo: SentHoursAgoSchema,
    handled: z
      .discriminatedUnion('outcome', [
        z.strictObject({
          outcome: z.literal('dismissed'),
          remark: bodyOf(handleReport).remark,
          hoursAgo: HoursAgoSchema,
        }),
        z.strictObject({ outcome: z.literal('offShelf') }),
      ])
      .optional(),
  })
  .superRefine((value, context) => {
    if (value.handled?.outcome === 'dismissed' && value.handled.hoursAgo >= value.hoursAgo)
      context.addIssue({ code: 'custom', path: ['handled', 'hoursAgo'], message: '须晚于举报时间' });
  });
export type ReportSeed = z.output<typeof ReportSeedSchema>;
