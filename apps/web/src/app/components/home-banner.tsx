import { CaretRightOutlined, LeftOutlined, PauseOutlined, RightOutlined } from '@ant-design/icons';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import bannerLogistics from '../../assets/banner-logistics.svg';
import bannerTea from '../../assets/banner-tea-hills.svg';
import bannerTerraces from '../../assets/banner-terraces.svg';
import { paths } from '../../config/paths.ts';
import { usePlatformConfig } from '../../features/platform/api/get-platform-config.ts';
import { usePlatformName } from '../../features/platform/hooks/use-platform-name.ts';
import { useReducedMotion } from '../../hooks/use-reduced-motion.ts';

const INTERVAL_MS = 6_000;

interface Slide {
  key: string;
  art: string;
  eyebrow: string;
  title: ReactNode;
  text: string;
  actions: { label: string; href: string; primary?: boolean }[];
}

/**
 * The home banner: three illustrations of Guizhou's countryside, changing every six seconds. It stops under the
 * pointer or keyboard focus, with its own pause button, and stays on the first slide for visitors who asked for
 * less motion.
 */
export const HomeBanner = () => {
  const platformName = usePlatformName();
  const { data: config } = usePlatformConfig();
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [paused, setPaused] = useState(false);

  const slides: Slide[] = [
    {
      key: 'terraces',
      art: bannerTerraces,
      eyebrow: '贵州省乡村振兴综合服务门户',
      title: <h1 className="home-banner__title">{platformName}</h1>,
      text: config?.slogan || '服务乡村产业，连接城乡市场',
      actions: [
        { label: '查看解决方案', href: paths.solutions.list.getHref(), primary: true },
        { label: '申请入驻', href: paths.participants.settled.getHref() },
      ],
    },
    {
      key: 'tea',
      art: bannerTea,
      eyebrow: '特色产业',
      title: <p className="home-banner__title">黔茶飘香 · 特色产业提质增效</p>,
      text: '汇聚茶叶、食用菌、蔬菜、中药材等特色产业的解决方案与服务商，助力一县一业、一村一品。',
      actions: [
        { label: '浏览合作案例', href: paths.cases.list.getHref(), primary: true },
        { label: '阅读产业资讯', href: `${paths.news.list.getHref()}?category=industry` },
      ],
    },
    {
      key: 'logistics',
      art: bannerLogistics,
      eyebrow: '产销对接',
      title: <p className="home-banner__title">产地集配 · 冷链直达 · 黔货出山</p>,
      text: '整合产地集配、冷链运输与展销渠道，让贵州农产品卖得出、卖得好、卖上好价钱。',
      actions: [
        { label: '查看配送动态', href: '#home-dashboard-title', primary: true },
        { label: '进入服务中心', href: paths.participants.service.getHref() },
      ],
    },
  ];
  const count = slides.length;
  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  const autoplay = !reducedMotion && !hovered && !paused;
  useEffect(() => {
    if (!autoplay) return;
    const timer = setTimeout(() => go(index + 1), INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [autoplay, index, go]);

  return (
    <section
      className={reducedMotion ? 'home-banner is-still' : 'home-banner'}
      aria-roledescription="轮播"
      aria-label="平台介绍"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHovered(false);
      }}
    >
      {slides.map((slide, slideIndex) => {
        const active = slideIndex === index;
        return (
          <div
            key={slide.key}
            className={active ? 'home-banner__slide is-active' : 'home-banner__slide'}
            aria-hidden={!active}
            inert={!active}
          >
            <img
              src={slide.art}
              alt=""
              className="home-banner__art"
              width={1440}
              height={420}
              loading={slideIndex === 0 ? 'eager' : 'lazy'}
            />
            <div className="container home-banner__content">
              <p className="home-banner__eyebrow">{slide.eyebrow}</p>
              {slide.title}
              <p className="home-banner__slogan">{slide.text}</p>
              <div className="home-banner__actions">
                {slide.actions.map((action) =>
                  action.href.startsWith('#') ? (
                    <a
                      key={action.label}
                      href={action.href}
                      className={`link-button link-button--large ${action.primary ? 'link-button--primary' : 'link-button--ghost'}`}
                    >
                      {action.label}
                    </a>
                  ) : (
                    <Link
                      key={action.label}
                      to={action.href}
                      className={`link-button link-button--large ${action.primary ? 'link-button--primary' : 'link-button--ghost'}`}
                    >
                      {action.label}
                    </Link>
                  ),
                )}
              </div>
            </div>
          </div>
        );
      })}
      <div className="container home-banner__controls">
        <div className="home-banner__pager">
          <button
            type="button"
            className="home-banner__arrow"
            aria-label="上一张"
            onClick={() => go(index - 1)}
          >
            <LeftOutlined />
          </button>
          <ul className="home-banner__dots">
            {slides.map((slide, slideIndex) => (
              <li key={slide.key}>
                <button
                  type="button"
                  className={slideIndex === index ? 'home-banner__dot is-active' : 'home-banner__dot'}
                  aria-label={`显示第 ${slideIndex + 1} 张`}
                  aria-current={slideIndex === index ? 'true' : undefined}
                  onClick={() => go(slideIndex)}
                />
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="home-banner__arrow"
            aria-label="下一张"
            onClick={() => go(index + 1)}
          >
            <RightOutlined />
          </button>
          {reducedMotion ? null : (
            <button
              type="button"
              className="home-banner__arrow"
              aria-label={paused ? '继续自动播放' : '暂停自动播放'}
              aria-pressed={paused}
              onClick={() => setPaused((value) => !value)}
            >
              {paused ? <CaretRightOutlined /> : <PauseOutlined />}
            </button>
          )}
        </div>
      </div>
    </section>
  );
};
