import { Image } from 'antd';
import { useState } from 'react';
import { CoverImage } from '../../../components/content/cover-image.tsx';
import './shelf.css';

interface ShelfGalleryProps {
  urls: readonly string[];
  /** The item's name: the pictures' alt text says whose they are. */
  name: string;
}

/** A product's or a service's pictures: the chosen one large (click to enlarge, then page through all), thumbnails below. */
export const ShelfGallery = ({ urls, name }: ShelfGalleryProps) => {
  const [current, setCurrent] = useState(0);
  const shown = urls[current] ?? urls[0];
  if (!shown) return <CoverImage src={null} className="shelf-gallery__empty" alt={`${name}（暂无图片）`} />;
  return (
    <div className="shelf-gallery">
      <Image.PreviewGroup items={[...urls]}>
        <Image
          className="shelf-gallery__main"
          src={shown}
          alt={`${name}：第 ${current + 1} 张图片，共 ${urls.length} 张`}
          preview={{ cover: '点击查看大图' }}
        />
      </Image.PreviewGroup>
      {urls.length > 1 ? (
        <ul className="shelf-gallery__thumbs" aria-label="全部图片">
          {urls.map((url, index) => (
            <li key={url}>
              <button
                type="button"
                className={index === current ? 'shelf-gallery__thumb is-current' : 'shelf-gallery__thumb'}
                aria-label={`查看第 ${index + 1} 张图片`}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => setCurrent(index)}
              >
                <img src={url} alt="" loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
};
