import { Image } from 'antd';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { LazyImageGroupHandOver, LazyImageGroupProps } from './lazy-image-group-props.ts';

/**
 * antd's Image.PreviewGroup with its Images, what lazy-image-group.tsx loads on first use: the focus kept on the
 * picture that had it, and the preview of a picture pressed before this code arrived opened from that picture (a press
 * on antd's Image, which grows the preview from where it is).
 */
export const LazyImageGroupViewer = ({
  images,
  width,
  height,
  className,
  imgClassName,
  openAt,
  focusAt,
}: LazyImageGroupProps & LazyImageGroupHandOver) => {
  const row = useRef<HTMLSpanElement>(null);
  const pictures = () => row.current?.querySelectorAll<HTMLElement>('.ant-image');
  // once, as the pictures take the stand-ins' place: the focus before the first paint
  // biome-ignore lint/correctness/useExhaustiveDependencies: the stand-ins' state at the swap, once
  useLayoutEffect(() => {
    if (focusAt !== undefined) pictures()?.[focusAt]?.focus();
  }, []);
  // the press after the group's own first effects, which would otherwise reset the preview to the first picture
  // biome-ignore lint/correctness/useExhaustiveDependencies: the stand-ins' state at the swap, once
  useEffect(() => {
    if (openAt !== undefined) pictures()?.[openAt]?.click();
  }, []);
  return (
    // the items given, not gathered from the Images as they register, so a press at once finds its picture
    <Image.PreviewGroup items={images.map((image) => ({ src: image.src, alt: image.alt }))}>
      <span ref={row} className={className}>
        {images.map((image) => (
          <Image
            key={image.src}
            className={imgClassName}
            src={image.src}
            width={width}
            height={height}
            alt={image.alt}
          />
        ))}
      </span>
    </Image.PreviewGroup>
  );
};
