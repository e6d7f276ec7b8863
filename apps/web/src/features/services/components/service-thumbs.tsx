import type { ServiceValues } from '@rrsp/contract';
import { type KeyboardEvent, Suspense, useState } from 'react';
import { lazyPart } from '../../../components/ui/load-when-shown.tsx';
import './service-thumbs.css';

const loadViewer = () => import('./service-thumbs-viewer.tsx');
const ThumbsViewer = lazyPart(async () => (await loadViewer()).ServiceThumbsViewer);

/** Fetches the viewer's code when a thumbnail is first pointed at, so a press finds it there. */
const preloadViewer = () => {
  void loadViewer().catch(() => undefined);
};

/**
 * A service's pictures as thumbnails, drawn as antd's Image draws them (service-thumbs.css: the dark cover on hover
 * and keyboard focus), each a button that opens antd's preview of them all at its picture. antd's Image is 10 KiB
 * served and draws nothing of its own until a picture is opened, so the viewer loads on the first press
 * (docs/decisions/034).
 */
export const ServiceThumbs = ({ images }: { images: ServiceValues['images'] }) => {
  const [current, setCurrent] = useState(0);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const show = (index: number) => {
    setWanted(true);
    setCurrent(index);
    setOpen(true);
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    show(index);
  };
  return (
    <span className="service-thumbs">
      {images.map((image, index) => (
        // biome-ignore lint/a11y/useSemanticElements: antd's Image is a div with the button role; drawn the same
        <div
          key={image.fileId}
          className="service-thumb"
          role="button"
          tabIndex={0}
          aria-label={`服务图片 ${index + 1}`}
          style={{ width: 88, height: 66 }}
          onPointerEnter={preloadViewer}
          onFocus={preloadViewer}
          onClick={() => show(index)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          <img
            alt={`服务图片 ${index + 1}`}
            className="service-thumb__img service-thumbs__img"
            width={88}
            height={66}
            src={image.url}
            style={{ height: 66 }}
          />
          <div className="service-thumb__cover" />
        </div>
      ))}
      {wanted ? (
        <Suspense fallback={null}>
          <ThumbsViewer
            urls={images.map((image) => image.url)}
            current={current}
            open={open}
            onChange={setCurrent}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </span>
  );
};
