import { ClockCircleOutlined, EnvironmentOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import type { PlatformConfig } from '@rrsp/contract';
import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { DetailLayout } from '../../../components/content/detail-parts.tsx';

/** The configuration as the pages receive it from their route: absent while loading or when it failed. */
export interface ConfigState {
  config: PlatformConfig | undefined;
  loading: boolean;
}

/**
 * 关于平台 and 入驻指南 read like a detail page (LOOK.md): the detail pages' layout (a readable column, and a side
 * panel beside it), with a white panel of our own in the column.
 */
export const InfoLayout = ({
  main,
  aside,
  asideLabel,
}: {
  main: ReactNode;
  aside: ReactNode;
  asideLabel: string;
}) => (
  <DetailLayout
    article={
      <div className="info-main">
        <div className="info-main__column">{main}</div>
      </div>
    }
    aside={aside}
    asideLabel={asideLabel}
  />
);

/** A titled section of the column; its id is what the side panel's contents and shared links point to. */
export const InfoSection = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <section id={id} className="info-section" aria-labelledby={`${id}-title`}>
    <h2 id={`${id}-title`} className="info-section__title">
      {title}
    </h2>
    {children}
  </section>
);

/** A card of the side panel. */
export const InfoCard = ({
  id,
  icon,
  title,
  besideOnly = false,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  /** Shown only beside the column, not after it on a single column (where it would repeat what precedes it). */
  besideOnly?: boolean;
  children: ReactNode;
}) => (
  <section className={besideOnly ? 'info-card info-card--beside-only' : 'info-card'} aria-labelledby={id}>
    <h2 id={id} className="info-card__title">
      {icon} {title}
    </h2>
    {children}
  </section>
);

const telHref = (hotline: string) => `tel:${hotline.replace(/[^\d+]/g, '')}`;

/** Hotline, hours, e-mail and address, all from the platform configuration (the footer shows the same). */
export const ContactList = ({
  config,
  loading,
  brief = false,
}: ConfigState & {
  /** Only the hotline and its hours, for a side card. */
  brief?: boolean;
}) => {
  if (loading) return <Skeleton active title={false} paragraph={{ rows: brief ? 2 : 4 }} />;
  if (!config) return <p className="info-muted">联系方式暂时无法获取，请稍后刷新页面。</p>;
  return (
    <ul className="contact-list">
      {config.hotline ? (
        <li>
          <PhoneOutlined aria-hidden="true" className="contact-list__icon" />
          <span className="contact-list__label">服务热线</span>
          <a href={telHref(config.hotline)} className="contact-list__hotline">
            {config.hotline}
          </a>
        </li>
      ) : null}
      {config.serviceHours ? (
        <li>
          <ClockCircleOutlined aria-hidden="true" className="contact-list__icon" />
          <span className="contact-list__label">服务时间</span>
          <span>{config.serviceHours}</span>
        </li>
      ) : null}
      {!brief && config.email ? (
        <li>
          <MailOutlined aria-hidden="true" className="contact-list__icon" />
          <span className="contact-list__label">电子邮箱</span>
          <a href={`mailto:${config.email}`}>{config.email}</a>
        </li>
      ) : null}
      {!brief && config.address ? (
        <li>
          <EnvironmentOutlined aria-hidden="true" className="contact-list__icon" />
          <span className="contact-list__label">办公地址</span>
          <span>{config.address}</span>
        </li>
      ) : null}
    </ul>
  );
};
