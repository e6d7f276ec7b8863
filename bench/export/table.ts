/**
 * The table the export bench writes out: twenty typed columns with the mix of the data centre's records (a sale's
 * time, day, product, seller, region, channel, amounts with cents, counts, a masked phone, free text, nullable
 * columns), made in the database with `generate_series` so the bench process never holds the rows.
 */
import type { TabularColumn } from '../../apps/server/src/platform/tabular/columns.ts';

export const BENCH_TABLE = 'bench_export';
/** How often the export process samples `process.memoryUsage()`. */
export const SAMPLE_EVERY_MS = 100;

export const BENCH_COLUMNS: TabularColumn[] = [
  { label: '序号', type: 'number', width: 10 },
  { label: '销售时间', type: 'datetime' },
  { label: '销售日期', type: 'date' },
  { label: '产品', type: 'text', width: 24 },
  { label: '销售主体', type: 'text', width: 30 },
  { label: '地区', type: 'text', width: 20 },
  { label: '地区代码', type: 'text', width: 10 },
  {
    label: '渠道',
    type: 'text',
    labels: { online: '线上', offline: '线下', live: '直播', wholesale: '批发' },
    width: 8,
  },
  {
    label: '品类',
    type: 'text',
    labels: {
      tea: '茶叶',
      fruit: '水果',
      grain: '粮油',
      meat: '肉制品',
      craft: '手工艺品',
      tour: '乡村旅游',
    },
    width: 10,
  },
  { label: '金额（元）', type: 'number' },
  { label: '数量', type: 'number' },
  { label: '单位', type: 'text', width: 6 },
  { label: '单价（元）', type: 'number' },
  { label: '来源系统', type: 'text', width: 16 },
  { label: '外部编号', type: 'text', width: 24 },
  { label: '联系电话', type: 'text', width: 14 },
  { label: '备注', type: 'text', width: 40 },
  { label: '录入时间', type: 'datetime' },
  { label: '送达日期', type: 'date' },
  {
    label: '状态',
    type: 'text',
    labels: { paid: '已付款', shipped: '已发货', done: '已完成', refunded: '已退款' },
    width: 8,
  },
];

const list = (words: string[]) =>
  `ARRAY[${words.map((word) => `'${word.replaceAll("'", "''")}'`).join(',')}]`;
/** One of the words, chosen by `i` times a prime so neighbouring rows differ and the columns do not move together. */
const pick = (words: string[], prime: number) =>
  `(${list(words)})[(1 + (i * ${prime}) % ${words.length})::int]`;

const PRODUCTS = [
  '雷山银球茶',
  '都匀毛尖',
  '湄潭翠芽（明前特级）',
  '刺梨原汁 500ml×12 瓶',
  '从江香猪腊肉',
  '威宁高山洋芋',
  '罗甸火龙果',
  '修文猕猴桃（礼盒装 5 斤）',
  '赤水晒醋',
  '兴仁薏仁米',
  '黔东南苗族酸汤鱼调料',
  '盘州火腿',
  '织金竹荪',
  '石阡苔茶',
  '麻江蓝莓',
  '晴隆羊肉',
  '安顺蜡染围巾',
  '茅台镇高粱酒 53度 "酱香" 礼盒',
  '<特级> 贵州绿茶 & 红茶组合',
  '荔波山地农家小黄姜',
];
const COUNTIES = [
  '雷山县',
  '都匀市',
  '湄潭县',
  '从江县',
  '威宁彝族回族苗族自治县',
  '罗甸县',
  '修文县',
  '赤水市',
  '兴仁市',
  '盘州市',
  '织金县',
];
const TOWNS = [
  '丹江镇',
  '西江镇',
  '永兴镇',
  '丙妹镇',
  '草海镇',
  '龙坪镇',
  '六屯镇',
  '大同镇',
  '屯脚镇',
  '红果街道',
];
const SELLERS = [
  '银球茶农民专业合作社',
  '农特产品有限公司',
  '生态农业开发有限责任公司',
  '家庭农场',
  '电子商务服务站',
  '种养殖专业合作社联合社',
  '乡村旅游开发有限公司',
];
const REGIONS: [string, string][] = [
  ['黔东南苗族侗族自治州雷山县', '522634'],
  ['黔南布依族苗族自治州都匀市', '522701'],
  ['遵义市湄潭县', '520328'],
  ['黔东南苗族侗族自治州从江县', '522633'],
  ['毕节市威宁彝族回族苗族自治县', '520526'],
  ['黔南布依族苗族自治州罗甸县', '522728'],
  ['贵阳市修文县', '520123'],
  ['遵义市赤水市', '520381'],
  ['黔西南布依族苗族自治州兴仁市', '522301'],
  ['六盘水市盘州市', '520281'],
  ['毕节市织金县', '520524'],
  ['安顺市西秀区', '520402'],
];
const UNITS = ['斤', '箱', '件', '瓶', '公斤', '份'];
const SOURCES = ['贵农网', '黔货出山', '一码贵州', '村淘服务站', '本平台'];
/** Free text cut to 0–40 characters from a random place: commas, quotes and a line break for the writers to quote. */
const REMARK =
  '请于周五前发货, 包装加固；客户要求开具"增值税专用发票"，联系人：王经理。\n货到付款，如遇雨天顺延配送，谢谢！' +
  '合作社统一收购，按等级分拣后冷链运输，破损包赔。';

/** Eight years of sales before 2026-11-27 (China time). */
const SPAN_SECONDS = 8 * 365 * 86_400;

/** Makes the table with `rows` rows (replacing one left over), its primary key and statistics. */
export const createTableSql = (rows: number): string[] => [
  `DROP TABLE IF EXISTS ${BENCH_TABLE}`,
  `CREATE TABLE ${BENCH_TABLE} AS
  SELECT
    i::int AS id,
    sold_at,
    (sold_at AT TIME ZONE 'Asia/Shanghai')::date AS sale_day,
    ${pick(PRODUCTS, 7)} AS product_name,
    ${pick(COUNTIES, 13)} || ${pick(TOWNS, 17)} || ${pick(SELLERS, 19)} AS tenant_name,
    (${list(REGIONS.map(([name]) => name))})[(1 + i % ${REGIONS.length})::int] AS region_name,
    (${list(REGIONS.map(([, code]) => code))})[(1 + i % ${REGIONS.length})::int] AS region_code,
    ${pick(['online', 'offline', 'live', 'wholesale'], 23)} AS channel,
    ${pick(['tea', 'fruit', 'grain', 'meat', 'craft', 'tour'], 29)} AS category,
    round(quantity * unit_price, 2)::numeric(14, 2) AS amount,
    quantity,
    ${pick(UNITS, 31)} AS unit,
    unit_price,
    ${pick(SOURCES, 37)} AS source_app,
    'ORD-' || to_char(sold_at, 'YYYYMMDD') || '-' || lpad(i::text, 8, '0') AS external_id,
    CASE WHEN i % 5 = 0 THEN NULL
      ELSE '1' || (30 + i % 60)::text || '****' || lpad(((i * 7919) % 10000)::text, 4, '0') END AS contact_phone,
    CASE WHEN i % 10 < 4 THEN NULL
      ELSE substr('${REMARK.replaceAll("'", "''")}', (1 + (i * 11) % 40)::int, ((i * 13) % 41)::int) END AS remark,
    CASE WHEN i % 20 = 0 THEN NULL ELSE sold_at + ((i * 53) % 86400) * interval '1 second' END AS created_at,
    CASE WHEN i % 3 = 0 THEN NULL
      ELSE (sold_at AT TIME ZONE 'Asia/Shanghai')::date + (i % 9)::int END AS delivered_on,
    ${pick(['paid', 'shipped', 'done', 'refunded'], 41)} AS status
  FROM (
    SELECT i,
      timestamptz '2026-11-27 00:00:00+08' - ((i * 104729) % ${SPAN_SECONDS}) * interval '1 second' AS sold_at,
      (1 + (i * 97) % 500)::int AS quantity,
      round((1 + (i * 7907) % 99999) / 100.0, 2)::numeric(10, 2) AS unit_price
    -- bigint, so i times a prime does not overflow
    FROM generate_series(1::bigint, ${rows}) AS g(i)
  ) AS base`,
  `ALTER TABLE ${BENCH_TABLE} ADD PRIMARY KEY (id)`,
  `VACUUM ANALYZE ${BENCH_TABLE}`,
];
