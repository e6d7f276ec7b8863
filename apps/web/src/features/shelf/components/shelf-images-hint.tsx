import { PictureOutlined } from '@ant-design/icons';
import './shelf.css';

/** What 产品图片 / 服务图片 take, under the pictures (the field, and its stand-in while the form loads). */
export const ShelfImagesHint = ({ max }: { max: number }) => (
  <p className="shelf-images__hint">
    <PictureOutlined aria-hidden="true" /> JPG、PNG、WebP 或 GIF，每张不超过 5 MB，最多 {max}{' '}
    张；第一张为封面，建议横向 4:3 或 16:9。照片会先在本机压缩再上传。
  </p>
);
