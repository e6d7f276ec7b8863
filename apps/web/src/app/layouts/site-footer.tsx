import { EnvironmentOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { Skeleton } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { usePlatformConfig } from '../../features/platform/api/get-platform-config.ts';
import { usePlatformName } from '../../features/platform/hooks/use-platform-name.ts';
import { type FooterLink, footerLinksOf } from './footer-links.ts';

const ICP_URL = 'https://beian.miit.gov.cn/';
const PSB_URL = 'https://beian.mps.gov.cn/';

/** One link of 相关链接: the router's for a page of the portal, a new tab for another site. */
const FooterLinkItem = ({ link }: { link: FooterLink }) => {
  switch (link.kind) {
    case 'page':
      return <Link to={link.href}>{link.title}</Link>;
    case 'external':
      return (
        <a href={link.href} target="_blank" rel="noreferrer">
          {link.title}
        </a>
      );
    case 'plain':
      return <a href={link.href}>{link.title}</a>;
  }
};

/** Record numbers and copyright: the line every layout ends with. */
const FooterLegal = () => {
  const { data: config } = usePlatformConfig();
  const platformName = usePlatformName();
  return (
    <div className="site-footer__legal">
      <span>{config?.copyright || `© ${new Date().getFullYear()} ${platformName}`}</span>
      {config?.sponsor ? <span>主办单位：{config.sponsor}</span> : null}
      {config?.icpRecord ? (
        <a href={ICP_URL} target="_blank" rel="noreferrer">
          {config.icpRecord}
        </a>
      ) : null}
      {config?.publicSecurityRecord ? (
        <a href={PSB_URL} target="_blank" rel="noreferrer">
          {config.publicSecurityRecord}
        </a>
      ) : null}
    </div>
  );
};

/** Dark green footer (LOOK.md): about, contact, links, partner platforms, record numbers; all from the config. */
export const SiteFooter = ({ compact = false }: { compact?: boolean }) => {
  const { data: config, isPending } = usePlatformConfig();
  const platformName = usePlatformName();

  if (compact) {
    return (
      <footer className="site-footer site-footer--compact">
        <div className="site-footer__inner">
          <FooterLegal />
        </div>
      </footer>
    );
  }

  return (
    <footer className="site-footer">
      <div className="site-footer__inner container">
        <div className="site-footer__columns">
          <section className="site-footer__about" aria-labelledby="footer-about">
            <h2 id="footer-about" className="site-footer__name">
              {platformName}
            </h2>
            {isPending ? (
              <Skeleton active title={false} paragraph={{ rows: 2 }} />
            ) : (
              <p>{config?.slogan || '服务乡村产业，连接城乡市场。'}</p>
            )}
            <nav aria-label="页脚导航" className="site-footer__nav">
              <Link to={paths.news.list.getHref()}>{paths.news.list.title}</Link>
              <Link to={paths.solutions.list.getHref()}>{paths.solutions.list.title}</Link>
              <Link to={paths.cases.list.getHref()}>{paths.cases.list.title}</Link>
              <Link to={paths.participants.settled.getHref()}>申请入驻</Link>
            </nav>
          </section>
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact">联系我们</h2>
            {isPending ? (
              <Skeleton active title={false} paragraph={{ rows: 3 }} />
            ) : (
              <ul className="site-footer__list">
                {config?.hotline ? (
                  <li>
                    <PhoneOutlined /> 服务热线：
                    <a href={`tel:${config.hotline.replace(/[^\d+]/g, '')}`} className="site-footer__strong">
                      {config.hotline}
                    </a>
                    {config.serviceHours ? (
                      <span className="site-footer__muted">（{config.serviceHours}）</span>
                    ) : null}
                  </li>
                ) : null}
                {config?.email ? (
                  <li>
                    <MailOutlined /> 电子邮箱：<a href={`mailto:${config.email}`}>{config.email}</a>
                  </li>
                ) : null}
                {config?.address ? (
                  <li>
                    <EnvironmentOutlined /> 地址：{config.address}
                  </li>
                ) : null}
                {!config ? <li>联系方式暂时无法获取，请稍后刷新页面。</li> : null}
              </ul>
            )}
          </section>
          {config && config.partnerPlatforms.length > 0 ? (
            <section aria-labelledby="footer-partners">
              <h2 id="footer-partners">合作平台</h2>
              <ul className="site-footer__list">
                {config.partnerPlatforms.map((partner) => (
                  <li key={partner.code}>
                    <a href={partner.url} target="_blank" rel="noreferrer">
                      {partner.name}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section aria-labelledby="footer-links">
            <h2 id="footer-links">相关链接</h2>
            <ul className="site-footer__list">
              {footerLinksOf(config?.footerLinks ?? []).map((link) => (
                <li key={`${link.href} ${link.title}`}>
                  <FooterLinkItem link={link} />
                </li>
              ))}
            </ul>
          </section>
        </div>
        <FooterLegal />
      </div>
    </footer>
  );
};
