import { type ComponentType, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { usePressGuard } from '../../hooks/use-press-guard.ts';
import { withChunkTimeout } from '../../lib/lazy-chunk.ts';
import type { LazyImageGroupHandOver, LazyImageGroupProps } from './lazy-image-group-props.ts';
import './lazy-image.css';

type Viewer = ComponentType<LazyImageGroupProps & LazyImageGroupHandOver>;
const loadViewer = async (): Promise<Viewer> =>
  (await import('./lazy-image-group-viewer.tsx')).LazyImageGroupViewer;

/**
 * A row of pictures previewed together, as antd's Image.PreviewGroup with an Image each, whose code (antd's Image,
 * rc-image and the preview, about 17 KiB) loads when a picture is first pointed at, focused or pressed
 * (docs/decisions/034), as lazy-image.tsx does for one picture. Until then each is drawn as antd's Image draws it
 * (lazy-image.css: a button named by its alt, the dark cover on hover and keyboard focus); then antd's take their
 * place, the focus kept, and a picture pressed meanwhile opens its preview. The swap waits for a press to be over.
 */
export const LazyImageGroup = (props: LazyImageGroupProps) => {
  const [real, setReal] = useState<{ Viewer: Viewer; handOver: LazyImageGroupHandOver }>();
  const row = useRef<HTMLSpanElement>(null);
  const openAt = useRef<number | undefined>(undefined);
  const loading = useRef<Promise<Viewer> | undefined>(undefined);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // the pictures do not take the stand-ins' place under a press: the press would then open nothing
  const { whenFree, pressHandlers } = usePressGuard();
  const swap = (Viewer: Viewer) => {
    if (!mounted.current) return;
    const pictures = Array.from(row.current?.children ?? []);
    const focused = pictures.indexOf(document.activeElement as Element);
    setReal(
      (current) =>
        current ?? {
          Viewer,
          handOver: { openAt: openAt.current, focusAt: focused < 0 ? undefined : focused },
        },
    );
  };
  const load = () => {
    loading.current ??= withChunkTimeout(loadViewer()).catch((failure: unknown) => {
      // tried again at the next use
      loading.current = undefined;
      throw failure;
    });
    loading.current.then(
      (Viewer) => whenFree(() => swap(Viewer)),
      () => undefined,
    );
  };
  const press = (index: number) => {
    openAt.current = index;
    load();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    press(index);
  };

  const { images, width, height, className, imgClassName } = props;
  if (real) return <real.Viewer {...props} {...real.handOver} />;
  return (
    <span ref={row} className={className}>
      {images.map((image, index) => (
        // biome-ignore lint/a11y/useSemanticElements: antd's Image is this focusable division with the button role
        <div
          key={image.src}
          className="lazy-image"
          role="button"
          tabIndex={0}
          aria-label={image.alt}
          style={{ width, height }}
          onPointerEnter={load}
          {...pressHandlers}
          onFocus={load}
          onClick={() => press(index)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          <img
            alt={image.alt}
            className={imgClassName ? `lazy-image__img ${imgClassName}` : 'lazy-image__img'}
            width={width}
            height={height}
            src={image.src}
            style={{ height }}
          />
          <div className="lazy-image__cover" />
        </div>
      ))}
    </span>
  );
};
