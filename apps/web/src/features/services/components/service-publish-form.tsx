import type { ServiceDraft, ServiceForm, ServicePublishDetail } from '@rrsp/contract';
import { useNavigate } from 'react-router';
import { paths, type WorkArea } from '../../../config/paths.ts';
import { PriceFields } from '../../shelf/components/price-fields.tsx';
import { ShelfPublishForm, type ShelfPublishKind } from '../../shelf/components/shelf-publish-form.tsx';
import type { PublishHandover } from '../../shelf/utils/publish-handover.ts';
import { usePublishService } from '../api/publish-service.ts';
import { useSaveService } from '../api/save-service.ts';
import { SERVICE_FORM, type ServiceFormValues } from '../utils/form-values.ts';
import { SERVICE_PUBLISH_FACE } from '../utils/publish-face.ts';
import { myServicesHrefOf } from '../utils/publish-links.ts';
import { ServiceCard } from './service-card.tsx';
import './services.css';

const PRICE_MODE_HINTS = {
  fixed: '一个固定价格，如 12 元/亩。',
  range: '按面积、距离或规格浮动的价格，如 80–120 元/次。',
  negotiable: '价格由双方协商确定，服务卡片上显示“面议”。',
} as const;

/** A service's words in the shelf's publish form, and its optional 计价单位 beside the price. */
const SERVICE_PUBLISHING: ShelfPublishKind<
  ServiceFormValues,
  ServiceDraft,
  ServiceForm,
  ServicePublishDetail,
  ReturnType<typeof SERVICE_FORM.previewOf>
> = {
  ...SERVICE_PUBLISH_FACE,
  form: SERVICE_FORM,
  useSave: useSaveService,
  usePublish: usePublishService,
  shelfName: '服务中心',
  messages: {
    draftSaved: '草稿已保存，可稍后在“我发布的服务”中接着编辑',
    submitted: '已提交审核，平台审核通过后即在服务中心上架',
    submittedListed: '修改已提交审核；审核通过前，服务中心仍展示原来的版本',
  },
  priceFields: ({ rulesOf }) => (
    <PriceFields
      rulesOf={rulesOf}
      hints={PRICE_MODE_HINTS}
      unit={{ label: '计价单位（选填）', placeholder: '如：亩、次、吨、天' }}
    />
  ),
  card: (item) => <ServiceCard item={item} />,
};

export interface ServicePublishFormProps {
  area: WorkArea;
  /** The service being changed, as its publisher sees it; none for a new service. */
  detail?: ServicePublishDetail | undefined;
  /** The chosen tenant, named on the preview card as the shelf will name it. */
  tenantName?: string | undefined;
  /** What was done on the form's stand-in while its code loaded (lazy-service-publish-form.tsx). */
  handover?: PublishHandover | undefined;
}

/**
 * 发布服务 (the shelf's ShelfPublishForm). 保存草稿 keeps whatever is filled in (checked by the draft's rules);
 * 提交审核 saves and sends it to audit. A service already approved or waiting goes to audit with every save, so it
 * has only 提交审核. Once submitted, the page goes to the service's own page in the work area.
 */
export const ServicePublishForm = ({ area, detail, tenantName, handover }: ServicePublishFormProps) => {
  const navigate = useNavigate();
  const myServicesHref = myServicesHrefOf(area);
  return (
    <ShelfPublishForm
      kind={SERVICE_PUBLISHING}
      detail={detail}
      tenantName={tenantName}
      handover={handover}
      onSubmitted={(saved) => navigate(paths[area].servicePublicDetail.getHref(saved.id))}
      back={{ label: '返回我发布的服务', onClick: () => navigate(myServicesHref) }}
    />
  );
};
