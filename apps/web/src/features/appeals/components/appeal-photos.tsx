import type { AppealReview } from '@rrsp/contract';
import { Button, Empty, Image, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { usePhotoLink } from '../api/get-photo-link.ts';

const sizeText = (bytes: number): string =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * One identity photo through a short-lived private link; click to enlarge. A link that has run out (the drawer was
 * left open) is fetched again once the image fails to load.
 */
const Photo = ({ photo, index }: { photo: AppealReview['photos'][number]; index: number }) => {
  const link = usePhotoLink(photo.fileId);
  const [failedUrl, setFailedUrl] = useState<string>();
  if (link.isPending) return <Skeleton.Image active className="appeal-photo__skeleton" />;
  if (link.isError || failedUrl === link.data.url) {
    return (
      <Result
        className="appeal-photo__error"
        status="warning"
        title="照片暂时无法查看"
        extra={
          <Button size="small" loading={link.isFetching} onClick={() => void link.refetch()}>
            重新获取
          </Button>
        }
      />
    );
  }
  return (
    <figure className="appeal-photo">
      <Image
        className="appeal-photo__image"
        src={link.data.url}
        alt={`申诉人上传的第 ${index + 1} 张身份证照片`}
        onError={() => {
          setFailedUrl(link.data.url);
          void link.refetch();
        }}
        preview={{ cover: '点击查看大图' }}
      />
      <figcaption className="appeal-photo__meta">
        {photo.name} · {sizeText(photo.size)}
      </figcaption>
    </figure>
  );
};

/** The identity photos of an appeal, private files only account managers (and market reviewers) may open. */
export const AppealPhotos = ({ photos }: { photos: AppealReview['photos'] }) =>
  photos.length === 0 ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="申诉人没有上传照片，或照片已被清理。" />
  ) : (
    <div className="appeal-photos">
      {photos.map((photo, index) => (
        <Photo key={photo.fileId} photo={photo} index={index} />
      ))}
    </div>
  );
