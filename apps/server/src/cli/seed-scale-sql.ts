/**
 * The bulk rows of `npm run seed:scale`, each part one INSERT … SELECT over generate_series ($1 = how many rows to add):
 * the database makes a million rows in seconds where a million parameters from Node would take minutes. Texts are
 * drawn from word lists of Guizhou's places, products and the portal's usual phrases, so titles vary and keyword
 * searches meet realistic selectivity: 刺梨 and 金刺梨 are two products of forty, so 刺梨 is in about 5% of the news.
 */

export interface BulkPart {
  key: 'news' | 'services' | 'sales';
  label: string;
  /** The tables written, whose plain indexes are rebuilt after the load. */
  tables: string[];
  countSql: string;
  insertSql: string;
}

const array = (words: readonly string[]) => `array[${words.map((word) => `'${word}'`).join(',')}]`;

/** Picks one word of a list at random, per row. */
const pick = (words: readonly string[]) => `(${array(words)})[1 + floor(random() * ${words.length})::int]`;

const PLACES = [
  '贵阳市',
  '遵义市',
  '六盘水市',
  '安顺市',
  '毕节市',
  '铜仁市',
  '黔东南州',
  '黔南州',
  '黔西南州',
  '湄潭县',
  '盘州市',
  '龙里县',
  '修文县',
  '威宁县',
  '从江县',
  '雷山县',
  '赤水市',
  '织金县',
  '罗甸县',
  '册亨县',
] as const;

const PRODUCTS = [
  '刺梨',
  '茶叶',
  '辣椒',
  '猕猴桃',
  '食用菌',
  '中药材',
  '蓝莓',
  '百香果',
  '生态畜牧',
  '竹笋',
  '薏仁米',
  '油茶',
  '蜂糖李',
  '高山蔬菜',
  '马铃薯',
  '精品水果',
  '生态渔业',
  '林下养鸡',
  '核桃',
  '花椒',
  '天麻',
  '太子参',
  '红心猕猴桃',
  '金刺梨',
  '黄牛',
  '香猪',
  '稻鱼鸭',
  '樱桃',
  '桑蚕',
  '烤烟',
  '魔芋',
  '山药',
  '糯米',
  '菜籽油',
  '苗绣',
  '蜡染',
  '乡村民宿',
  '农特产品',
  '软籽石榴',
  '皂角',
] as const;

const ACTIONS = [
  '产业带动农户增收',
  '迎来丰收季',
  '示范基地建设提速',
  '电商直播带货成效显著',
  '冷链物流体系加快完善',
  '走品牌化发展之路',
  '合作社抱团闯市场',
  '新技术推广现场会召开',
  '订单农业助力稳产稳销',
  '标准化种植全面铺开',
  '精深加工延伸产业链',
  '产销对接会签约',
  '入选全国特色农产品名录',
  '出口订单同比增长',
  '科技特派员进村指导',
  '数字化管理平台上线',
  '春耕生产有序推进',
  '防灾减灾工作部署',
  '联农带农机制不断完善',
  '文旅融合激活乡村',
  '高素质农民培训开班',
  '金融服务下沉到村',
  '乡村振兴示范点观摩',
  '质量安全追溯全覆盖',
  '东西部协作项目落地',
] as const;

const OPENINGS = ['近日，', '日前，', '今年以来，', '记者从有关部门获悉，', '连日来，'] as const;
const MIDDLES = [
  '坚持市场导向，推动生产、加工、销售一体化发展',
  '通过“龙头企业＋合作社＋农户”模式，带动周边群众就近就业',
  '积极对接粤港澳大湾区市场，拓宽销售渠道',
  '引入数字化手段，实现从田间到餐桌全程可追溯',
  '加强技术培训与服务，提升种养殖水平和产品品质',
  '完善利益联结机制，让农户更多分享产业增值收益',
] as const;
const CLOSINGS = [
  '预计全年产值将突破新高。',
  '为巩固拓展脱贫攻坚成果提供了有力支撑。',
  '当地群众的腰包越来越鼓。',
  '下一步将继续扩大种植规模。',
  '相关经验已在全省推广。',
] as const;
const SOURCES = [
  '贵州日报',
  '贵州省农业农村厅',
  '多彩贵州网',
  '当代先锋网',
  '天眼新闻',
  '新华网贵州频道',
  '人民网贵州频道',
] as const;

const NEWS_SQL = `
insert into news (category, title, summary, content, source, author, status, published_at, views, created_at)
select category,
       case when variant < 0.7 then place || product || action else product || '：' || place || action end,
       summary,
       '<p>' || summary || '</p><p>' || middle || '，' || closing || '</p>',
       source, '', status, published_at, views, published_at
  from (
    select ${pick(PLACES)} as place,
           ${pick(PRODUCTS)} as product,
           ${pick(ACTIONS)} as action,
           ${pick(MIDDLES)} as middle,
           ${pick(CLOSINGS)} as closing,
           ${pick(SOURCES)} as source,
           ${pick(OPENINGS)} as opening,
           (array['policy','work','industry','village','notice'])[1 + floor(random() * 5)::int] as category,
           case when random() < 0.97 then 'published' when random() < 0.5 then 'draft' else 'withdrawn' end as status,
           now() - random() * interval '8 years' as published_at,
           floor(random() * random() * 20000)::int as views,
           random() as variant
      from generate_series(1, $1::int)
  ) drawn,
  lateral (select opening || place || '围绕' || product || '产业，' || middle || '，' || closing as summary) as written`;

/** Per service category: what is offered, so that names read like the demo's. */
const SERVICE_OFFERS: Record<string, readonly string[]> = {
  machinery: ['无人机飞防植保', '水稻机插秧', '玉米机收', '深松整地', '茶园机械修剪'],
  storage: ['冷库仓储', '果蔬预冷', '粮食烘干仓储', '刺梨鲜果冷藏', '恒温仓储'],
  logistics: ['冷链运输', '刺梨鲜果冷链配送', '县乡村物流配送', '整车零担运输', '农产品集货发运'],
  processing: ['刺梨原汁代加工', '茶叶精制加工', '辣椒烘干加工', '食用菌分拣包装', '中药材切片加工'],
  training: ['种植技术培训', '电商运营培训', '农机手培训', '养殖技术指导', '合作社财务培训'],
  finance: ['农业保险咨询', '小额信贷对接', '供应链金融服务', '农村产权评估', '惠农补贴申报代办'],
  ecommerce: ['直播带货代运营', '网店代运营', '农产品上行对接', '短视频拍摄制作', '社区团购对接'],
  branding: ['区域公用品牌策划', '包装设计', '商标注册代理', '地理标志申报', '品牌营销推广'],
  testing: ['农残快速检测', '土壤检测', '有机认证咨询', '绿色食品认证辅导', '质量追溯体系建设'],
  digital: ['数字农场平台部署', '物联网监测安装', '农事管理系统', '溯源码赋码服务', '遥感估产服务'],
};
const CATEGORIES = Object.keys(SERVICE_OFFERS);
const SUFFIXES = ['服务', '托管服务', '一站式服务', '上门服务', '包年服务'] as const;
const UNITS = ['亩', '次', '吨', '天', '人次', '小时', '单'] as const;
const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '罗', '吴', '龙', '潘'] as const;

const SERVICES_SQL = `
with tenant_pool as (
  select array_agg(id order by id) as ids from tenants where status = 'approved'
), county_pool as (
  select array_agg(code order by code) as codes from regions where level = 3 and code like '52%'
), drawn as materialized (
  select gen_random_uuid() as item_id,
         gen_random_uuid() as revision_id,
         tenant_pool.ids[1 + floor(random() * cardinality(tenant_pool.ids))::int] as tenant_id,
         county_pool.codes[1 + floor(random() * cardinality(county_pool.codes))::int] as region_code,
         category_index,
         (array[${CATEGORIES.map((category) => array(SERVICE_OFFERS[category] ?? [])).join(',')}])[category_index][1 + floor(random() * 5)::int] as offer,
         ${pick(PLACES)} as place,
         ${pick(SUFFIXES)} as suffix,
         ${pick(UNITS)} as unit,
         ${pick(SURNAMES)} || (array['经理','师傅','老师','主任'])[1 + floor(random() * 4)::int] as contact,
         '13' || lpad(floor(random() * 1000000000)::bigint::text, 9, '0') as mobile,
         round((50 + random() * random() * 5000)::numeric, 0) as price,
         random() as price_draw,
         now() - random() * interval '5 years' as listed_at,
         floor(random() * random() * 8000)::bigint as views
    from tenant_pool, county_pool,
         (select 1 + floor(random() * ${CATEGORIES.length})::int as category_index
            from generate_series(1, $1::int)) as categories
), items as (
  insert into shelf_items (id, kind, tenant_id, audit, shelf, working_revision_id, listed_revision_id, listed_at,
                           views, created_at, updated_at)
  select item_id, 'service', tenant_id, 'approved', 'on', revision_id, revision_id, listed_at, views,
         listed_at - interval '2 days', listed_at
    from drawn
)
-- tenant_id given: the trigger that fills it cannot see the items this statement writes (migration 0033)
insert into shelf_revisions (id, item_id, name, category, region_code, summary, price_min, price_max, details, created_at,
                             tenant_id)
select revision_id, item_id,
       place || offer || suffix,
       (array[${CATEGORIES.map((category) => `'${category}'`).join(',')}])[category_index],
       region_code,
       '面向' || place || '农户、合作社与企业，提供' || offer || '，响应及时，价格透明，可签订长期服务协议。',
       case when price_draw < 0.15 then null else price end,
       case when price_draw < 0.15 then null when price_draw < 0.5 then price * 2 else price end,
       jsonb_build_object(
         'description', '服务内容：' || offer || '。服务范围覆盖' || place || '各乡镇，专业团队上门，全程跟踪服务质量。',
         'imageFileIds', '[]'::jsonb,
         'priceMode', case when price_draw < 0.15 then 'negotiable' when price_draw < 0.5 then 'range' else 'fixed' end,
         'unit', unit,
         'contactName', contact,
         'contactMobile', mobile),
       listed_at - interval '2 days',
       tenant_id
  from drawn`;

const SALE_PRODUCTS = [
  ['刺梨原汁', '吨'],
  ['湄潭翠芽', '千克'],
  ['遵义朝天椒', '吨'],
  ['修文猕猴桃', '吨'],
  ['食用菌鲜品', '吨'],
  ['天麻', '千克'],
  ['麻江蓝莓', '吨'],
  ['关岭黄牛肉', '千克'],
  ['从江香猪', '头'],
  ['赤水竹笋', '吨'],
  ['兴仁薏仁米', '吨'],
  ['玉屏油茶籽油', '升'],
  ['镇宁蜂糖李', '吨'],
  ['威宁马铃薯', '吨'],
  ['都匀毛尖', '千克'],
  ['罗甸火龙果', '吨'],
  ['刺梨果脯', '箱'],
  ['苗绣工艺品', '件'],
] as const;
const COMPANIES = [
  '农业发展有限公司',
  '种植专业合作社',
  '生态农业有限公司',
  '供销有限公司',
  '食品有限公司',
] as const;
const PREFECTURES = [
  '贵阳市',
  '遵义市',
  '六盘水市',
  '安顺市',
  '毕节市',
  '铜仁市',
  '黔东南州',
  '黔南州',
  '黔西南州',
];

/** About 270 sellers (product × company × region) ranked; a million sales over three years. */
const SALES_SQL = `
insert into sale_records (source_app, external_id, product_name, tenant_name, region_name, channel, amount, quantity,
                          unit, sold_at)
select 'rrsp-scale', gen_random_uuid()::text,
       (${array(SALE_PRODUCTS.map(([name]) => name))})[1 + product % ${SALE_PRODUCTS.length}],
       (${array(PREFECTURES)})[1 + seller % ${PREFECTURES.length}] || (${array(COMPANIES)})[1 + seller % ${COMPANIES.length}],
       (${array(PREFECTURES)})[1 + seller % ${PREFECTURES.length}],
       (array['sale-room','online','offline'])[1 + floor(random() * 3)::int],
       round((200 + random() * 20000)::numeric, 2),
       round((1 + random() * 50)::numeric, 2),
       (${array(SALE_PRODUCTS.map(([, unit]) => unit))})[1 + product % ${SALE_PRODUCTS.length}],
       now() - random() * interval '3 years'
  from (select floor(random() * ${SALE_PRODUCTS.length})::int as product,
               floor(random() * 15)::int as seller
          from generate_series(1, $1::int)) drawn`;

export const SCALE_PARTS: BulkPart[] = [
  {
    key: 'news',
    label: '资讯',
    tables: ['news'],
    countSql: 'select count(*) as n from news',
    insertSql: NEWS_SQL,
  },
  {
    key: 'services',
    label: '服务',
    tables: ['shelf_items', 'shelf_revisions'],
    countSql: "select count(*) as n from shelf_items where kind = 'service'",
    insertSql: SERVICES_SQL,
  },
  {
    key: 'sales',
    label: '销售记录',
    tables: ['sale_records'],
    countSql: 'select count(*) as n from sale_records',
    insertSql: SALES_SQL,
  },
];
