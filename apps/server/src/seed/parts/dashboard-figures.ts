import type { DeliveryPlan, SalesPlan } from '../load/schemas.ts';

/**
 * The dashboard's figures computed from `now`: a year of sales behind the top-12 ranking and deliveries on the road,
 * so the ranking window and the deliveries in progress stay current whenever the seed runs.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type SaleChannel = SalesPlan['channelPlan'][number];

export interface SeedSaleRecord {
  externalId: string;
  productName: string;
  tenantName: string;
  regionName: string;
  channel: SaleChannel;
  amount: number;
  quantity: number;
  unit: string;
  soldAt: Date;
}

/** A fixed pseudo-random sequence, so every run seeds the same sales. */
const sequence = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const round2 = (n: number) => Math.round(n * 100) / 100;

/** One sale per entry of the channel plan for each product, over the last 350 days (inside the ranking's 365). */
export const buildSaleRecords = (now: Date, plan: SalesPlan): SeedSaleRecord[] => {
  const { channelPlan } = plan;
  const records: SeedSaleRecord[] = [];
  plan.products.forEach((product, p) => {
    const rng = sequence(2024 + p * 97);
    const weights = channelPlan.map(() => 0.6 + rng());
    const outside = product.yearTotal * (1 - product.saleRoomShare);
    const totals: Record<SaleChannel, number> = {
      'sale-room': product.yearTotal * product.saleRoomShare,
      online: outside * plan.onlineShareOutsideSaleRoom,
      offline: outside * (1 - plan.onlineShareOutsideSaleRoom),
    };
    const weightOf = (channel: SaleChannel) =>
      channelPlan.reduce((sum, c, i) => (c === channel ? sum + (weights[i] ?? 0) : sum), 0);
    channelPlan.forEach((channel, i) => {
      // amounts look like real settlements: whole yuan with a few cents, never suspiciously round
      const amount = round2(Math.floor((totals[channel] * (weights[i] ?? 1)) / weightOf(channel)) + rng());
      const daysAgo = 3 + Math.floor(((i + rng()) / channelPlan.length) * 350);
      records.push({
        externalId: `demo-sale-${String(p + 1).padStart(2, '0')}-${String(i + 1).padStart(2, '0')}`,
        productName: product.productName,
        tenantName: product.tenantName,
        regionName: product.regionName,
        channel,
        amount,
        quantity: round2(amount / product.price),
        unit: product.unit,
        soldAt: new Date(now.getTime() - daysAgo * DAY - Math.floor(rng() * 10) * HOUR),
      });
    });
  });
  return records;
};

export interface SeedDelivery {
  deliveryNo: string;
  goods: string;
  quantity: string;
  fromName: string;
  toName: string;
  carrier: string;
  status: 'loading' | 'in-transit' | 'arriving';
  progress: number;
  departedAt: Date;
  expectedAt: Date;
}

const ymd = (date: Date) =>
  `${date.getFullYear()}${String(date.getMonth() + 1).padStart(2, '0')}${String(date.getDate()).padStart(2, '0')}`;

export const buildDeliveries = (now: Date, plans: DeliveryPlan[]): SeedDelivery[] =>
  plans.map((plan, i) => {
    const departedAt = new Date(now.getTime() - plan.departedHoursAgo * HOUR);
    return {
      deliveryNo: `PS${ymd(departedAt)}${String(3100 + i * 7).padStart(4, '0')}`,
      goods: plan.goods,
      quantity: plan.quantity,
      fromName: plan.fromName,
      toName: plan.toName,
      carrier: plan.carrier,
      status: plan.progress < 10 ? 'loading' : plan.progress >= 85 ? 'arriving' : 'in-transit',
      progress: plan.progress,
      departedAt,
      expectedAt: new Date(now.getTime() + plan.arrivesInHours * HOUR),
    };
  });
