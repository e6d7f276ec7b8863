import { type ComponentType, Suspense, useEffect, useRef, useState } from 'react';
import { usePressGuard } from '../../hooks/use-press-guard.ts';
import type { LazyImageProps } from './lazy-image-props.ts';
import { lazyPart } from './load-when-shown.tsx';
import './lazy-image.css';

const loadViewer = async () => (await import('./lazy-image-viewer.tsx')).LazyImageViewer;
const LazyImageViewer = lazyPart(loadViewer) as ComponentType<LazyImageProps & { open: boolean }>;

/**
 * A picture that opens large on a press, as antd's Image with `preview={{ cover }}` (the licence under review), whose
 * code (antd's Image, rc-image and the preview, about 17 KiB) loads when the picture is first pointed at, focused or
 * pressed (docs/decisions/034). Until then it draws antd's Image as it looks (lazy-image.css: the cover shown on hover
 * and focus); a press made meanwhile opens the preview once the code has arrived.
 */
export const LazyImage = (props: LazyImageProps) => {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // the viewer does not take the picture's place under a press: the press would then open nothing
  const { whenFree, pressHandlers } = usePressGuard();
  const load = () => {
    void loadViewer().then(() => {
      whenFree(() => {
        if (mounted.current) setWanted(true);
      });
    });
  };
  const press = () => {
    setOpen(true);
    setWanted(true);
  };
  const { src, alt, className, cover, onError } = props;
  const standIn = (
    // biome-ignore lint/a11y/useSemanticElements: antd's Image is this focusable division with the button role
    <div
      className="lazy-image"
      role="button"
      tabIndex={0}
      aria-label={alt}
      onPointerEnter={load}
      {...pressHandlers}
      onFocus={load}
      onClick={press}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          press();
        }
      }}
    >
      <img
        className={className ? `lazy-image__img ${className}` : 'lazy-image__img'}
        src={src}
        alt={alt}
        onError={onError}
      />
      {cover ? <div className="lazy-image__cover">{cover}</div> : null}
    </div>
  );
  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <LazyImageViewer {...props} open={open} />
    </Suspense>
  );
};
