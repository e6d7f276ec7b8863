import {
  BarChartOutlined,
  CarOutlined,
  EnvironmentOutlined,
  LinkOutlined,
  ReadOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import { Card, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import bannerArt from '../../../assets/banner-terraces.svg';
import { ComingSoon } from '../../../components/ui/coming-soon.tsx';
import { paths } from '../../../config/paths.ts';
import { usePlatformConfig } from '../../../features/platform/api/get-platform-config.ts';
import { usePageTitle } from '../../../features/platform/hooks/use-page-title.ts';
import { usePlatformName } from '../../../features/platform/hooks/use-platform-name.ts';

const FIGURES = ['入驻主体', '服务商', '产品', '服务', '解决方案', '合作案例', '成交笔数'];

const SectionHeading = ({ id, title, more }: { id: string; title: string; more?: { href: string } }) => (
  <div className="section-heading">
    <h2 id={id}>{title}</h2>
    {more ? (
      <Link to={more.href} className="section-heading__more" aria-label={`查看更多${title}`}>
        查看更多 ›
      </Link>
    ) : null}
  </div>
);

const DashboardTile = ({ icon, title, text }: { icon: ReactNode; title: string; text: string }) => (
  <div className="dashboard-tile">
    <div className="dashboard-tile__head">
      {icon}
      <h3>{title}</h3>
    </div>
    <p>{text}</p>
  </div>
);

export const HomeRoute = () => {
  usePageTitle();
  const platformName = usePlatformName();
  const { data: config, isPending } = usePlatformConfig();

  return (
    <div className="home">
      <section className="home-banner" aria-labelledby="home-title">
        <img src={bannerArt} alt="" className="home-banner__art" />
        <div className="container home-banner__content">
          <p className="home-banner__eyebrow">贵州省乡村振兴综合服务门户</p>
          <h1 id="home-title" className="home-banner__title">
            {platformName}
          </h1>
          <p className="home-banner__slogan">{config?.slogan || '服务乡村产业，连接城乡市场'}</p>
          <div className="home-banner__actions">
            <Link
              to={paths.solutions.list.getHref()}
              className="link-button link-button--primary link-button--large"
            >
              查看解决方案
            </Link>
            <Link
              to={paths.participants.settled.getHref()}
              className="link-button link-button--ghost link-button--large"
            >
              申请入驻
            </Link>
          </div>
        </div>
      </section>

      <div className="container">
        <section className="home-figures" aria-label="平台数据">
          {FIGURES.map((label) => (
            <div key={label} className="home-figures__item">
              <span className="home-figures__value">
                <span aria-hidden="true">—</span>
                <span className="visually-hidden">数据接入后显示</span>
              </span>
              <span className="home-figures__label">{label}</span>
            </div>
          ))}
        </section>

        <section className="home-section" aria-labelledby="home-news">
          <SectionHeading id="home-news" title="资讯动态" more={{ href: paths.news.list.getHref() }} />
          <div className="home-news">
            <Card className="home-news__featured">
              <div className="home-news__cover" aria-hidden="true">
                <ReadOutlined />
              </div>
              <ComingSoon
                heading="头条资讯"
                description="内容模块上线后，这里展示最新头条资讯的封面与摘要。"
              />
            </Card>
            <Card className="home-news__list" title="最新资讯">
              <Skeleton
                title={false}
                paragraph={{ rows: 6, width: ['92%', '86%', '90%', '80%', '88%', '70%'] }}
              />
              <p className="muted-note">按日期排列的资讯列表将在内容模块上线后显示。</p>
            </Card>
          </div>
        </section>

        <div className="home-columns">
          <section className="home-section" aria-labelledby="home-solutions">
            <SectionHeading
              id="home-solutions"
              title="解决方案"
              more={{ href: paths.solutions.list.getHref() }}
            />
            <ComingSoon
              heading="按分类浏览解决方案"
              description="方案分类标签与方案卡片将在内容模块上线后在此展示：产业提升、冷链物流、品牌营销等。"
            />
          </section>
          <section className="home-section" aria-labelledby="home-cases">
            <SectionHeading id="home-cases" title="合作案例" more={{ href: paths.cases.list.getHref() }} />
            <ComingSoon
              heading="按分类浏览合作案例"
              description="案例分类标签与案例卡片将在内容模块上线后在此展示，记录各地的合作成果。"
            />
          </section>
        </div>
      </div>

      <section className="home-dashboard" aria-labelledby="home-dashboard">
        <div className="container">
          <div className="section-heading section-heading--inverse">
            <h2 id="home-dashboard">数据看板</h2>
          </div>
          <div className="home-dashboard__grid">
            <DashboardTile
              icon={<EnvironmentOutlined />}
              title="控制中心分布"
              text="贵州省地图上标注各地控制中心，数据模块上线后显示。"
            />
            <DashboardTile
              icon={<TrophyOutlined />}
              title="十二强销售排行"
              text="销售额前十二名的主体排行，数据模块上线后显示。"
            />
            <DashboardTile
              icon={<CarOutlined />}
              title="配送动态"
              text="正在配送中的订单滚动播报，数据模块上线后显示。"
            />
            <DashboardTile
              icon={<BarChartOutlined />}
              title="成交统计"
              text="产品与服务的成交趋势，数据模块上线后显示。"
            />
          </div>
        </div>
      </section>

      <div className="container">
        <section className="home-section" aria-labelledby="home-partners">
          <SectionHeading id="home-partners" title="合作平台" />
          {isPending ? (
            <Card>
              <Skeleton active paragraph={{ rows: 2 }} />
            </Card>
          ) : config && config.partnerPlatforms.length > 0 ? (
            <ul className="home-partners">
              {config.partnerPlatforms.map((partner) => (
                <li key={partner.code}>
                  <a href={partner.url} target="_blank" rel="noreferrer" className="home-partners__card">
                    <span className="home-partners__name">
                      {partner.name} <LinkOutlined aria-hidden="true" />
                    </span>
                    <span className="home-partners__text">{partner.description}</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <ComingSoon heading="合作平台" description="合作平台信息暂时无法获取，请稍后刷新页面。" />
          )}
        </section>
      </div>
    </div>
  );
};
