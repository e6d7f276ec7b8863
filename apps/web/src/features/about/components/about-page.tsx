import './about.css';
import {
  ApartmentOutlined,
  AuditOutlined,
  BarChartOutlined,
  BulbOutlined,
  CustomerServiceOutlined,
  EyeOutlined,
  ReadOutlined,
  RightOutlined,
  ShopOutlined,
  SolutionOutlined,
  TeamOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import bannerTerraces from '../../../assets/banner-terraces.svg';
import { paths } from '../../../config/paths.ts';
import { type ConfigState, ContactList, InfoCard, InfoLayout, InfoSection } from './info-parts.tsx';

/** Who runs the platform when the configuration cannot be read. */
const FALLBACK_SPONSOR = '平台运营中心';

/** The name with the province, as the platform presents itself (乡村振兴服务平台（贵州）). */
const nameWithProvince = (platformName: string) =>
  platformName.includes('贵州') ? platformName : `${platformName}（贵州）`;

interface Tile {
  key: string;
  icon: ReactNode;
  title: string;
  text: string;
  gold?: boolean;
  link?: { label: string; href: string };
}

const audiences: Tile[] = [
  {
    key: 'visitors',
    icon: <EyeOutlined />,
    title: '社会公众',
    text: '无需注册即可浏览资讯动态、解决方案、合作案例和首页数据看板，了解全省乡村产业发展情况。',
  },
  {
    key: 'participants',
    icon: <TeamOutlined />,
    title: '参与主体',
    text: '在贵州省内依法登记的企业、农民专业合作社、家庭农场和个体工商户。入驻后可发布产品、查找解决方案、对接服务商，并查看本主体的经营数据。',
  },
  {
    key: 'servants',
    icon: <SolutionOutlined />,
    title: '服务商',
    text: '为乡村产业提供技术指导、农资农机、冷链物流、金融保险、品牌营销和数字化等服务的机构。入驻后可发布服务与解决方案，承接合作需求。',
  },
  {
    key: 'operators',
    icon: <AuditOutlined />,
    title: '平台运营人员',
    gold: true,
    text: '由主办单位安排，负责入驻审核、内容审核与发布、服务质量监督，以及答复用户咨询。',
  },
];

const featuresOf = (serviceHref: string): Tile[] => [
  {
    key: 'news',
    icon: <ReadOutlined />,
    title: '资讯',
    text: '发布涉农政策文件、通知公告、产业动态和各地工作进展。',
    link: { label: '查看资讯动态', href: paths.news.list.getHref() },
  },
  {
    key: 'solutions',
    icon: <BulbOutlined />,
    title: '解决方案',
    text: '服务商针对种植养殖、加工、仓储物流、市场营销等环节提出的成套方案。',
    link: { label: '浏览解决方案', href: paths.solutions.list.getHref() },
  },
  {
    key: 'cases',
    icon: <TrophyOutlined />,
    title: '合作案例',
    text: '参与主体与服务商合作落地的真实案例，介绍做法与成效，供各地借鉴。',
    link: { label: '浏览合作案例', href: paths.cases.list.getHref() },
  },
  {
    key: 'service',
    icon: <CustomerServiceOutlined />,
    title: '服务中心',
    text: '汇集服务商发布的各类服务，登录后可查看详情并在线发起合作对接。',
    link: { label: '进入服务中心', href: serviceHref },
  },
  {
    key: 'products',
    icon: <ShopOutlined />,
    title: '产品',
    gold: true,
    text: '参与主体发布的茶叶、食用菌、蔬菜、中药材等特色农产品，入驻后在工作台查询和维护。',
  },
  {
    key: 'dashboard',
    icon: <BarChartOutlined />,
    title: '数据看板',
    gold: true,
    text: '汇总入驻主体、服务商、产品、服务和成交数据，展示调度中心分布、销售排行与实时配送动态。',
    link: { label: '在首页查看', href: paths.home.getHref() },
  },
];

const TileGrid = ({ tiles, label }: { tiles: Tile[]; label: string }) => (
  <ul className="info-grid" aria-label={label}>
    {tiles.map((tile) => (
      <li key={tile.key} className="info-tile">
        <span
          className={tile.gold ? 'info-tile__icon info-tile__icon--gold' : 'info-tile__icon'}
          aria-hidden="true"
        >
          {tile.icon}
        </span>
        <div>
          <h3 className="info-tile__title">{tile.title}</h3>
          <p className="info-tile__text">{tile.text}</p>
          {tile.link ? (
            <Link to={tile.link.href} className="info-tile__link">
              {tile.link.label} <RightOutlined aria-hidden="true" />
            </Link>
          ) : null}
        </div>
      </li>
    ))}
  </ul>
);

/** 关于平台: what the platform is, who runs it, whom it serves, what it offers, and how to reach it. */
export const AboutPage = ({
  platformName,
  serviceHref,
  config,
  loading,
}: ConfigState & {
  platformName: string;
  /** 服务中心 of the reader's work area. */
  serviceHref: string;
}) => {
  const fullName = nameWithProvince(platformName);
  const sponsor = config?.sponsor || FALLBACK_SPONSOR;
  return (
    <InfoLayout
      asideLabel="入驻与咨询"
      main={
        <>
          <img src={bannerTerraces} alt="" className="info-hero" />
          <InfoSection id="about-intro" title="平台简介">
            <p className="info-lead">
              {fullName}是面向全省乡村产业的综合服务门户，由{sponsor}
              主办并负责日常运营。平台把政策资讯、产业解决方案、服务资源和产销数据汇聚到一处，为经营主体与服务机构搭建对接桥梁，助力“黔货出山”和乡村全面振兴。
            </p>
            <p>
              贵州山地多、产业散，许多合作社和家庭农场找技术、找渠道、找服务难。平台以茶叶、食用菌、蔬菜、中药材、生态畜禽等特色产业为重点，让经营主体在一个平台上看到适合自己的方案和服务商，让服务商更快找到需要服务的主体，让各级管理部门及时掌握全省产业发展情况。
            </p>
          </InfoSection>

          <InfoSection id="about-sponsor" title="主办与运营">
            <dl className="info-facts">
              <div>
                <dt>主办单位</dt>
                <dd>{sponsor}</dd>
              </div>
              <div>
                <dt>服务范围</dt>
                <dd>贵州省 9 个市（州）的乡村产业经营主体与服务机构</dd>
              </div>
              <div>
                <dt>日常运营</dt>
                <dd>平台运营人员负责入驻审核、内容发布、服务监督和咨询答复</dd>
              </div>
            </dl>
          </InfoSection>

          <InfoSection id="about-audience" title="服务对象">
            <TileGrid tiles={audiences} label="平台的服务对象" />
          </InfoSection>

          <InfoSection id="about-features" title="平台功能">
            <TileGrid tiles={featuresOf(serviceHref)} label="平台的主要功能" />
          </InfoSection>

          <InfoSection id="about-contact" title="联系我们">
            <p>使用中遇到问题，或对平台有意见建议，欢迎通过以下方式联系我们。</p>
            <ContactList config={config} loading={loading} />
          </InfoSection>
        </>
      }
      aside={
        <>
          <InfoCard id="about-settle-title" icon={<ApartmentOutlined aria-hidden="true" />} title="申请入驻">
            <p className="info-card__text">
              企业、农民专业合作社、家庭农场和个体工商户均可申请入驻，成为参与主体或服务商。
            </p>
            <Link to={paths.guide.getHref()} className="link-button link-button--primary info-card__action">
              查看入驻指南
            </Link>
          </InfoCard>
          <InfoCard
            id="about-hotline-title"
            icon={<CustomerServiceOutlined aria-hidden="true" />}
            title="咨询服务"
            besideOnly
          >
            <ContactList config={config} loading={loading} brief />
          </InfoCard>
        </>
      }
    />
  );
};
