import type { SettlementReview } from '@rrsp/contract';
import { Button, Empty, Skeleton } from 'antd';
import { useState } from 'react';
import { LazyImage } from '../../../components/ui/lazy-image.tsx';
import { LazyResult } from '../../../components/ui/lazy-result.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { useLicenceLink } from '../api/get-licence-link.ts';
import { fileSizeText } from '../utils/field-values.ts';

/**
 * The business licence, through a short-lived link to a copy watermarked 仅限本平台审核使用; click to enlarge.
 * A link that has run out (the page was left open) is fetched again once the image fails to load.
 */
export const LicenceCard = ({ review }: { review: SettlementReview }) => {
  const { licence } = review;
  const link = useLicenceLink(review.applicationId, licence !== null);
  const [failedUrl, setFailedUrl] = useState<string>();

  const body = () => {
    if (!licence) {
      return (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="申请人未上传营业执照，可驳回并要求补充。" />
      );
    }
    if (link.isPending) return <Skeleton.Image active className="review-licence__skeleton" />;
    if (link.isError || failedUrl === link.data.url) {
      return (
        <LazyResult
          className="review-licence__error"
          status="warning"
          title="营业执照暂时无法查看"
          extra={
            <Button loading={link.isFetching} onClick={() => void link.refetch()}>
              重新获取
            </Button>
          }
        />
      );
    }
    return (
      <>
        <LazyImage
          className="review-licence__image"
          src={link.data.url}
          alt={`${review.values.name ?? '申请主体'}的营业执照（带审核水印）`}
          onError={() => {
            setFailedUrl(link.data.url);
            void link.refetch();
          }}
          cover="点击查看大图"
        />
        <p className="review-licence__meta">
          {licence.name} · {fileSizeText(licence.size)} · 图片带“仅限本平台审核使用”水印
        </p>
      </>
    );
  };

  return (
    <Panel className="workbench-card review-licence" title="营业执照">
      {body()}
    </Panel>
  );
};
