import { CaretRightOutlined, LeftOutlined, PauseOutlined, RightOutlined } from '@ant-design/icons';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { BANNER_ART_IMAGES } from '../../assets/banner-arts.ts';
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

const isExternal = (href: string) => /^https?:\/\//.test(href);

/**
 * The home banner: the platform's own slide, then those of the platform settings, changing every six seconds. It stops under the
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

  const configured: Slide[] = (config?.bannerSlides ?? []).map((slide, index) => ({
    key: `slide-${index}`,
    art: slide.imageUrl ?? BANNER_ART_IMAGES[slide.art],
    eyebrow: slide.eyebrow,
    title: <p className="home-banner__title">{slide.title}</p>,
    text: slide.text,
    actions: slide.links.map((link, linkIndex) => ({ ...link, primary: linkIndex === 0 })),
  }));
  const slides: Slide[] = [
    {
      key: 'platform',
      art: BANNER_ART_IMAGES.terraces,
      eyebrow: '贵州省乡村振兴综合服务门户',
      title: <h1 className="home-banner__title">{platformName}</h1>,
      text: config?.slogan || '服务乡村产业，连接城乡市场',
      actions: [
        { label: '查看解决方案', href: paths.solutions.list.getHref(), primary: true },
        { label: '申请入驻', href: paths.participants.settled.getHref() },
      ],
    },
    // the platform settings' slides (平台设置 → 首页轮播)
    ...configured,
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
      className="home-banner"
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
              {slide.eyebrow ? <p className="home-banner__eyebrow">{slide.eyebrow}</p> : null}
              {slide.title}
              <p className="home-banner__slogan">{slide.text}</p>
              <div className="home-banner__actions">
                {slide.actions.map((action) =>
                  action.href.startsWith('#') || isExternal(action.href) ? (
                    <a
                      key={action.label}
                      href={action.href}
                      {...(isExternal(action.href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
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
          {/* Drawn for everyone and hidden by the stylesheet where motion is reduced: the server cannot know the
              setting, and a button that left after hydration moved the dots from under a press in progress. */}
          <button
            type="button"
            className="home-banner__arrow home-banner__pause"
            aria-label={paused ? '继续自动播放' : '暂停自动播放'}
            aria-pressed={paused}
            onClick={() => setPaused((value) => !value)}
          >
            {paused ? <CaretRightOutlined /> : <PauseOutlined />}
          </button>
        </div>
      </div>
    </section>
  );
};
