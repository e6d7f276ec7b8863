import { ShelfPreview } from '../../../components/shelf/shelf-preview.tsx';
import { previewCardOf, type ServiceFormValues } from '../utils/form-values.ts';
import { ServiceCard } from './service-card.tsx';

interface ServicePreviewProps {
  values: ServiceFormValues & { regionName?: string | undefined };
  tenantName?: string | undefined;
}

/** 上架后的样子: the card exactly as the service centre will show it, following the form as it is filled in. */
export const ServicePreview = ({ values, tenantName }: ServicePreviewProps) => (
  <ShelfPreview
    testId="service-preview"
    hint="服务通过平台审核后，将以这张卡片展示在服务中心；第一张图片为封面。详情页还会展示全部图片、服务详情和联系方式。"
  >
    <ServiceCard item={previewCardOf(values, { regionName: values.regionName, tenantName })} />
  </ShelfPreview>
);
