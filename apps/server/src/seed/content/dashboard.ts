/**
 * Dashboard figures for the demo: a year of sales behind the top-12 ranking, deliveries on the road right now, the
 * control centres on the Guizhou map and the counts the platform cannot make itself yet. Everything is computed
 * from `now`, so the ranking window and the deliveries in progress stay current whenever the seed runs.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export type SaleChannel = 'sale-room' | 'online' | 'offline';

interface SeedProduct {
  productName: string;
  tenantName: string;
  regionName: string;
  unit: string;
  /** Yuan per unit, for the quantity of each sale. */
  price: number;
  /** Yuan sold over the last twelve months, all channels. */
  yearTotal: number;
  /** Share of the year sold through the platform's sale room (展销厅). */
  saleRoomShare: number;
}

const PRODUCTS: SeedProduct[] = [
  {
    productName: '修文猕猴桃',
    tenantName: '修文县猕猴桃专业合作社联合社',
    regionName: '贵阳市修文县',
    unit: '公斤',
    price: 16,
    yearTotal: 3_268_400,
    saleRoomShare: 0.34,
  },
  {
    productName: '都匀毛尖',
    tenantName: '都匀市毛尖茶产业发展有限公司',
    regionName: '黔南州都匀市',
    unit: '公斤',
    price: 620,
    yearTotal: 2_946_000,
    saleRoomShare: 0.41,
  },
  {
    productName: '湄潭翠芽',
    tenantName: '湄潭县翠芽茶业有限公司',
    regionName: '遵义市湄潭县',
    unit: '公斤',
    price: 480,
    yearTotal: 2_512_800,
    saleRoomShare: 0.38,
  },
  {
    productName: '关岭牛肉',
    tenantName: '关岭自治县黄牛产业发展有限公司',
    regionName: '安顺市关岭自治县',
    unit: '公斤',
    price: 92,
    yearTotal: 2_187_600,
    saleRoomShare: 0.27,
  },
  {
    productName: '威宁洋芋',
    tenantName: '威宁县高原种薯专业合作社',
    regionName: '毕节市威宁自治县',
    unit: '公斤',
    price: 2.6,
    yearTotal: 1_826_500,
    saleRoomShare: 0.18,
  },
  {
    productName: '罗甸火龙果',
    tenantName: '罗甸县红水河果业有限公司',
    regionName: '黔南州罗甸县',
    unit: '公斤',
    price: 9,
    yearTotal: 1_543_200,
    saleRoomShare: 0.36,
  },
  {
    productName: '水城红心猕猴桃',
    tenantName: '六盘水市水城区猕猴桃专业合作社',
    regionName: '六盘水市水城区',
    unit: '公斤',
    price: 18,
    yearTotal: 1_398_700,
    saleRoomShare: 0.31,
  },
  {
    productName: '从江香猪',
    tenantName: '从江县香猪产业发展有限公司',
    regionName: '黔东南州从江县',
    unit: '公斤',
    price: 56,
    yearTotal: 1_214_300,
    saleRoomShare: 0.44,
  },
  {
    productName: '虾子干辣椒',
    tenantName: '遵义虾子辣椒专业合作社',
    regionName: '遵义市播州区',
    unit: '公斤',
    price: 24,
    yearTotal: 1_106_900,
    saleRoomShare: 0.15,
  },
  {
    productName: '兴仁薏仁米',
    tenantName: '兴仁市薏仁米加工有限公司',
    regionName: '黔西南州兴仁市',
    unit: '公斤',
    price: 14,
    yearTotal: 958_400,
    saleRoomShare: 0.29,
  },
  {
    productName: '赫章核桃',
    tenantName: '赫章县核桃产业发展有限公司',
    regionName: '毕节市赫章县',
    unit: '公斤',
    price: 28,
    yearTotal: 902_600,
    saleRoomShare: 0.22,
  },
  {
    productName: '盘州刺梨原汁',
    tenantName: '盘州市刺梨产业开发有限公司',
    regionName: '六盘水市盘州市',
    unit: '箱',
    price: 120,
    yearTotal: 856_300,
    saleRoomShare: 0.47,
  },
  {
    productName: '织金竹荪',
    tenantName: '织金县竹荪专业合作社',
    regionName: '毕节市织金县',
    unit: '公斤',
    price: 260,
    yearTotal: 803_900,
    saleRoomShare: 0.52,
  },
  {
    productName: '雷山银球茶',
    tenantName: '雷山县苗岭茶叶种植专业合作社',
    regionName: '黔东南州雷山县',
    unit: '公斤',
    price: 360,
    yearTotal: 712_500,
    saleRoomShare: 0.58,
  },
  {
    productName: '榕江百香果',
    tenantName: '榕江县百香果种植专业合作社',
    regionName: '黔东南州榕江县',
    unit: '公斤',
    price: 12,
    yearTotal: 618_200,
    saleRoomShare: 0.33,
  },
  {
    productName: '梵净山翠峰茶',
    tenantName: '江口县梵净山茶业有限公司',
    regionName: '铜仁市江口县',
    unit: '公斤',
    price: 420,
    yearTotal: 564_700,
    saleRoomShare: 0.45,
  },
  {
    productName: '从江香禾糯',
    tenantName: '从江县香禾糯专业合作社',
    regionName: '黔东南州从江县',
    unit: '公斤',
    price: 16,
    yearTotal: 412_600,
    saleRoomShare: 0.4,
  },
  {
    productName: '惠水黑糯米',
    tenantName: '惠水县黑糯米专业合作社',
    regionName: '黔南州惠水县',
    unit: '公斤',
    price: 18,
    yearTotal: 356_800,
    saleRoomShare: 0.37,
  },
  {
    productName: '纳雍滚山鸡',
    tenantName: '纳雍县生态养殖专业合作社',
    regionName: '毕节市纳雍县',
    unit: '只',
    price: 150,
    yearTotal: 298_500,
    saleRoomShare: 0.5,
  },
];

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

const CHANNEL_PLAN: SaleChannel[] = [
  'sale-room',
  'online',
  'offline',
  'sale-room',
  'online',
  'online',
  'sale-room',
  'offline',
  'online',
  'sale-room',
];

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Ten sales per product spread over the last twelve months (within the ranking's 365-day window). */
export const buildSaleRecords = (now: Date): SeedSaleRecord[] => {
  const records: SeedSaleRecord[] = [];
  PRODUCTS.forEach((product, p) => {
    const rng = sequence(2024 + p * 97);
    const weights = CHANNEL_PLAN.map(() => 0.6 + rng());
    const totals: Record<SaleChannel, number> = {
      'sale-room': product.yearTotal * product.saleRoomShare,
      online: product.yearTotal * (1 - product.saleRoomShare) * 0.65,
      offline: product.yearTotal * (1 - product.saleRoomShare) * 0.35,
    };
    const weightOf = (channel: SaleChannel) =>
      CHANNEL_PLAN.reduce((sum, c, i) => (c === channel ? sum + (weights[i] ?? 0) : sum), 0);
    CHANNEL_PLAN.forEach((channel, i) => {
      // amounts look like real settlements: whole yuan with a few cents, never suspiciously round
      const amount = round2(Math.floor((totals[channel] * (weights[i] ?? 1)) / weightOf(channel)) + rng());
      const daysAgo = 3 + Math.floor(((i + rng()) / CHANNEL_PLAN.length) * 350);
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

interface DeliveryPlan {
  goods: string;
  quantity: string;
  fromName: string;
  toName: string;
  carrier: string;
  progress: number;
  /** Hours since departure (under two days) and until arrival (under two days). */
  departedHoursAgo: number;
  arrivesInHours: number;
}

const DELIVERIES: DeliveryPlan[] = [
  {
    goods: '修文猕猴桃',
    quantity: '12.5 吨',
    fromName: '修文县猕猴桃产业园',
    toName: '贵阳农产品物流园',
    carrier: '贵州山地冷链物流有限公司',
    progress: 64,
    departedHoursAgo: 2.5,
    arrivesInHours: 1.5,
  },
  {
    goods: '都匀毛尖',
    quantity: '1.2 吨',
    fromName: '都匀市毛尖茶产业园',
    toName: '广州芳村茶叶市场',
    carrier: '贵州黔邮乡村物流有限公司',
    progress: 46,
    departedHoursAgo: 19,
    arrivesInHours: 23,
  },
  {
    goods: '威宁洋芋',
    quantity: '30 吨',
    fromName: '威宁县草海镇洋芋集散中心',
    toName: '重庆双福国际农贸城',
    carrier: '毕节市乌蒙运输有限公司',
    progress: 38,
    departedHoursAgo: 9,
    arrivesInHours: 15,
  },
  {
    goods: '罗甸火龙果',
    quantity: '8 吨',
    fromName: '罗甸县火龙果产业园',
    toName: '长沙马王堆农产品批发市场',
    carrier: '黔南州农投冷链服务有限公司',
    progress: 4,
    departedHoursAgo: 0.5,
    arrivesInHours: 30,
  },
  {
    goods: '关岭牛冷鲜肉',
    quantity: '3.6 吨',
    fromName: '关岭自治县牛肉加工园',
    toName: '安顺市机关食堂集中配送中心',
    carrier: '贵州山地冷链物流有限公司',
    progress: 93,
    departedHoursAgo: 3,
    arrivesInHours: 0.3,
  },
  {
    goods: '从江香猪分割肉',
    quantity: '2.4 吨',
    fromName: '从江县香猪屠宰加工厂',
    toName: '深圳海吉星农产品物流园',
    carrier: '贵阳鲜到家供应链管理有限公司',
    progress: 57,
    departedHoursAgo: 21,
    arrivesInHours: 15,
  },
  {
    goods: '水城红心猕猴桃',
    quantity: '10 吨',
    fromName: '水城区猕猴桃冷链集配中心',
    toName: '上海西郊国际农产品交易中心',
    carrier: '贵州山地冷链物流有限公司',
    progress: 31,
    departedHoursAgo: 17,
    arrivesInHours: 38,
  },
  {
    goods: '湄潭翠芽',
    quantity: '0.8 吨',
    fromName: '湄潭县茶叶交易中心',
    toName: '杭州茶叶市场',
    carrier: '贵州黔邮乡村物流有限公司',
    progress: 71,
    departedHoursAgo: 30,
    arrivesInHours: 11,
  },
  {
    goods: '盘州刺梨原汁',
    quantity: '600 箱',
    fromName: '盘州市刺梨加工园',
    toName: '昆明螺蛳湾国际商贸城',
    carrier: '六盘水凉都物流有限公司',
    progress: 52,
    departedHoursAgo: 7,
    arrivesInHours: 7,
  },
  {
    goods: '兴仁薏仁米',
    quantity: '15 吨',
    fromName: '兴仁市薏仁米加工园',
    toName: '佛山市南海区食品产业园',
    carrier: '黔西南州金州物流有限公司',
    progress: 42,
    departedHoursAgo: 14,
    arrivesInHours: 20,
  },
  {
    goods: '榕江百香果',
    quantity: '5.5 吨',
    fromName: '榕江县百香果集配中心',
    toName: '贵阳农产品物流园',
    carrier: '贵阳鲜到家供应链管理有限公司',
    progress: 89,
    departedHoursAgo: 6,
    arrivesInHours: 0.8,
  },
  {
    goods: '织金竹荪',
    quantity: '0.6 吨',
    fromName: '织金县竹荪烘干厂',
    toName: '成都农产品中心批发市场',
    carrier: '贵州黔邮乡村物流有限公司',
    progress: 8,
    departedHoursAgo: 1,
    arrivesInHours: 16,
  },
  {
    goods: '赫章核桃',
    quantity: '20 吨',
    fromName: '赫章县核桃加工园',
    toName: '遵义市农产品批发市场',
    carrier: '毕节市乌蒙运输有限公司',
    progress: 22,
    departedHoursAgo: 2,
    arrivesInHours: 7,
  },
  {
    goods: '虾子干辣椒',
    quantity: '18 吨',
    fromName: '遵义虾子辣椒专业市场',
    toName: '重庆火锅食品产业园',
    carrier: '遵义黔北物流有限公司',
    progress: 66,
    departedHoursAgo: 5,
    arrivesInHours: 2.5,
  },
  {
    goods: '梵净山翠峰茶',
    quantity: '1 吨',
    fromName: '江口县茶叶加工园',
    toName: '铜仁市碧江区农产品展销中心',
    carrier: '铜仁梵净物流有限公司',
    progress: 95,
    departedHoursAgo: 2,
    arrivesInHours: 0.2,
  },
];

const ymd = (date: Date) =>
  `${date.getFullYear()}${String(date.getMonth() + 1).padStart(2, '0')}${String(date.getDate()).padStart(2, '0')}`;

export const buildDeliveries = (now: Date): SeedDelivery[] =>
  DELIVERIES.map((plan, i) => {
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

export interface SeedControlCenter {
  id: string;
  name: string;
  level: 'province' | 'prefecture' | 'county';
  prefectureCode: string;
  prefectureName: string;
  address: string;
  longitude: number;
  latitude: number;
  deliveriesToday: number;
}

/** Approximate coordinates of the town each centre stands in. */
export const CONTROL_CENTERS: SeedControlCenter[] = [
  {
    id: 'cc-520000',
    name: '贵州省农产品流通调度中心',
    level: 'province',
    prefectureCode: '520100',
    prefectureName: '贵阳市',
    address: '贵阳市观山湖区林城东路',
    longitude: 106.626,
    latitude: 26.647,
    deliveriesToday: 186,
  },
  {
    id: 'cc-520100',
    name: '贵阳市农产品物流调度中心',
    level: 'prefecture',
    prefectureCode: '520100',
    prefectureName: '贵阳市',
    address: '贵阳市白云区贵阳农产品物流园',
    longitude: 106.665,
    latitude: 26.678,
    deliveriesToday: 64,
  },
  {
    id: 'cc-520200',
    name: '六盘水市农产品调度中心',
    level: 'prefecture',
    prefectureCode: '520200',
    prefectureName: '六盘水市',
    address: '六盘水市钟山区荷城街道',
    longitude: 104.831,
    latitude: 26.594,
    deliveriesToday: 27,
  },
  {
    id: 'cc-520300',
    name: '遵义市农产品调度中心',
    level: 'prefecture',
    prefectureCode: '520300',
    prefectureName: '遵义市',
    address: '遵义市汇川区高桥街道',
    longitude: 106.934,
    latitude: 27.706,
    deliveriesToday: 48,
  },
  {
    id: 'cc-520400',
    name: '安顺市农产品调度中心',
    level: 'prefecture',
    prefectureCode: '520400',
    prefectureName: '安顺市',
    address: '安顺市西秀区东关街道',
    longitude: 105.946,
    latitude: 26.253,
    deliveriesToday: 22,
  },
  {
    id: 'cc-520500',
    name: '毕节市农产品调度中心',
    level: 'prefecture',
    prefectureCode: '520500',
    prefectureName: '毕节市',
    address: '毕节市七星关区洪山街道',
    longitude: 105.291,
    latitude: 27.302,
    deliveriesToday: 35,
  },
  {
    id: 'cc-520600',
    name: '铜仁市农产品调度中心',
    level: 'prefecture',
    prefectureCode: '520600',
    prefectureName: '铜仁市',
    address: '铜仁市碧江区川硐街道',
    longitude: 109.191,
    latitude: 27.718,
    deliveriesToday: 19,
  },
  {
    id: 'cc-522300',
    name: '黔西南州农产品调度中心',
    level: 'prefecture',
    prefectureCode: '522300',
    prefectureName: '黔西南布依族苗族自治州',
    address: '兴义市桔山街道',
    longitude: 104.895,
    latitude: 25.092,
    deliveriesToday: 24,
  },
  {
    id: 'cc-522600',
    name: '黔东南州农产品调度中心',
    level: 'prefecture',
    prefectureCode: '522600',
    prefectureName: '黔东南苗族侗族自治州',
    address: '凯里市开怀街道',
    longitude: 107.981,
    latitude: 26.566,
    deliveriesToday: 31,
  },
  {
    id: 'cc-522700',
    name: '黔南州农产品调度中心',
    level: 'prefecture',
    prefectureCode: '522700',
    prefectureName: '黔南布依族苗族自治州',
    address: '都匀市经济开发区',
    longitude: 107.518,
    latitude: 26.259,
    deliveriesToday: 29,
  },
  {
    id: 'cc-520123',
    name: '修文县猕猴桃冷链集配站',
    level: 'county',
    prefectureCode: '520100',
    prefectureName: '贵阳市',
    address: '修文县龙场街道',
    longitude: 106.592,
    latitude: 26.838,
    deliveriesToday: 17,
  },
  {
    id: 'cc-520328',
    name: '湄潭县茶叶物流集配站',
    level: 'county',
    prefectureCode: '520300',
    prefectureName: '遵义市',
    address: '湄潭县湄江街道',
    longitude: 107.466,
    latitude: 27.749,
    deliveriesToday: 12,
  },
  {
    id: 'cc-520526',
    name: '威宁县洋芋集散调度站',
    level: 'county',
    prefectureCode: '520500',
    prefectureName: '毕节市',
    address: '威宁自治县草海镇',
    longitude: 104.287,
    latitude: 26.873,
    deliveriesToday: 14,
  },
  {
    id: 'cc-522633',
    name: '从江县农产品集配站',
    level: 'county',
    prefectureCode: '522600',
    prefectureName: '黔东南苗族侗族自治州',
    address: '从江县丙妹镇',
    longitude: 108.905,
    latitude: 25.754,
    deliveriesToday: 8,
  },
  {
    id: 'cc-522728',
    name: '罗甸县果蔬冷链集配站',
    level: 'county',
    prefectureCode: '522700',
    prefectureName: '黔南布依族苗族自治州',
    address: '罗甸县龙坪镇',
    longitude: 106.752,
    latitude: 25.426,
    deliveriesToday: 11,
  },
  {
    id: 'cc-520424',
    name: '关岭县肉牛产品集配站',
    level: 'county',
    prefectureCode: '520400',
    prefectureName: '安顺市',
    address: '关岭自治县关索街道',
    longitude: 105.619,
    latitude: 25.944,
    deliveriesToday: 6,
  },
  {
    id: 'cc-520281',
    name: '盘州市刺梨产品集配站',
    level: 'county',
    prefectureCode: '520200',
    prefectureName: '六盘水市',
    address: '盘州市亦资街道',
    longitude: 104.471,
    latitude: 25.71,
    deliveriesToday: 9,
  },
];

/** Figures fed to the dashboard for what no module counts yet. */
export const COLLECTED_COUNTS: Array<{ metric: 'products' | 'services' | 'deals'; value: number }> = [
  { metric: 'products', value: 1286 },
  { metric: 'services', value: 342 },
  { metric: 'deals', value: 5873 },
];
