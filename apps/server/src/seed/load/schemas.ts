import {
  COUNT_METRICS,
  ContentSummaryWithContactSchema,
  ControlCenterInputSchema,
  CreditCodeFormatSchema,
  CreditCodeSchema,
  DeliveryInputSchema,
  FieldReasonsSchema,
  MobileSchema,
  NewsCategorySchema,
  NewsDetailSchema,
  NickNameSchema,
  RegionCodeSchema,
  SaleRecordInputSchema,
  TenantMembershipSchema,
  TenantRoleSchema,
  TenantTypeSchema,
  TownshipCodeSchema,
  UsernameSchema,
} from '@rrsp/contract';
import { z } from 'zod';
import { COVER_SCENES } from '../covers.ts';

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
  isOperator: z.boolean().default(false),
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
});
export type ApplicationSeed = z.infer<typeof ApplicationSeedSchema>;
