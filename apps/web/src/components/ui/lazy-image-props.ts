import type { ReactEventHandler } from 'react';

export interface LazyImageProps {
  src: string;
  alt: string;
  /** The picture's own class (antd's Image puts it on the img). */
  className?: string;
  /** What the picture shows on hover and focus (antd's `preview.cover`), e.g. 点击查看大图. */
  cover?: string;
  onError?: ReactEventHandler<HTMLImageElement>;
}
