import '../../../styles/content.css';
import '../../../styles/home.css';
import { LinkOutlined } from '@ant-design/icons';
import { Button, Skeleton } from 'antd';
import { LazyResult } from '../../../components/ui/lazy-result.tsx';
import { HomeContentBlock } from '../../../features/content/components/home-content-block.tsx';
import { ControlCentreMap } from '../../../features/dashboard/components/control-centre-map.tsx';
import { DeliveryTicker } from '../../../features/dashboard/components/delivery-ticker.tsx';
import { FiguresStrip } from '../../../features/dashboard/components/figures-strip.tsx';
import { SaleRanking } from '../../../features/dashboard/components/sale-ranking.tsx';
import { HomeNews } from '../../../features/news/components/home-news.tsx';
import { usePlatformConfig } from '../../../features/platform/api/get-platform-config.ts';
import { usePageTitle } from '../../../features/platform/hooks/use-page-title.ts';
import { HomeBanner } from '../../components/home-banner.tsx';

/** 合作平台: the partner platforms from the platform configuration. */
const PartnerPlatforms = () => {
  const { data: config, isPending, isError, isFetching, refetch } = usePlatformConfig();
  return (
    <section className="home-section home-block" aria-labelledby="home-partners-title">
      <div className="section-heading">
        <div>
          <h2 id="home-partners-title">合作平台</h2>
          <p className="section-heading__intro">
            与省内电商、商户与农特产品平台互联互通，一次入驻，多平台对接。
          </p>
        </div>
      </div>
      {isPending ? (
        <div className="home-partners">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} active paragraph={{ rows: 2 }} className="home-partners__card" />
          ))}
        </div>
      ) : isError ? (
        <LazyResult
          status="warning"
          title="合作平台信息加载失败"
          subTitle="网络不稳定或服务暂时繁忙，请稍后重试。"
          extra={
            <Button type="primary" loading={isFetching} onClick={() => void refetch()}>
              重试
            </Button>
          }
        />
      ) : config.partnerPlatforms.length === 0 ? (
        <p className="muted-note">合作平台正在洽谈接入中，敬请期待。</p>
      ) : (
        <ul className="home-partners">
          {config.partnerPlatforms.map((partner) => (
            <li key={partner.code}>
              <a href={partner.url} target="_blank" rel="noreferrer" className="home-partners__card">
                <span className="home-partners__name">
                  {partner.name} <LinkOutlined aria-hidden="true" />
                  <span className="visually-hidden">（在新窗口打开）</span>
                </span>
                <span className="home-partners__text">{partner.description}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};

export const HomeRoute = () => {
  usePageTitle();
  return (
    <div className="home">
      <HomeBanner />
      <div className="container">
        <FiguresStrip />
        <HomeNews />
        <HomeContentBlock
          kind="solution"
          layout="tall"
          intro="围绕特色产业、冷链物流、品牌营销与数字乡村，服务商提供的成熟方案。"
        />
        <HomeContentBlock
          kind="case"
          layout="wide"
          intro="各地主体与服务商携手落地的合作成果，可借鉴、可复制。"
        />
      </div>
      <section className="home-dashboard" aria-labelledby="home-dashboard-title">
        <div className="container">
          <div className="section-heading section-heading--inverse">
            <div>
              <h2 id="home-dashboard-title">数据看板</h2>
              <p className="section-heading__intro">调度中心分布、农产品销售排行与实时配送动态。</p>
            </div>
          </div>
          <div className="home-dashboard__grid">
            <ControlCentreMap />
            <SaleRanking />
            <DeliveryTicker />
          </div>
        </div>
      </section>
      <div className="container">
        <PartnerPlatforms />
      </div>
    </div>
  );
};
