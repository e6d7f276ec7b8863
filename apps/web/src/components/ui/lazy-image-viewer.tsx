import { Image } from 'antd';
import { useState } from 'react';
import type { LazyImageProps } from './lazy-image-props.ts';

/**
 * antd's Image with its preview, what lazy-image.tsx loads on first use; open at once when the picture was pressed
 * before this code arrived.
 */
export const LazyImageViewer = ({
  src,
  alt,
  className,
  cover,
  onError,
  open,
}: LazyImageProps & { open: boolean }) => {
  const [previewOpen, setPreviewOpen] = useState(open);
  return (
    <Image
      className={className}
      src={src}
      alt={alt}
      onError={onError}
      preview={{ cover, open: previewOpen, onOpenChange: setPreviewOpen }}
    />
  );
};
