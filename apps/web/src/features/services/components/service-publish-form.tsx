import {
  MAX_SERVICE_IMAGES,
  SERVICE_CATEGORIES,
  SERVICE_CATEGORY_LABELS,
  type ServiceDraft,
  type ServiceForm,
  type ServicePublishDetail,
} from '@rrsp/contract';
import { useNavigate } from 'react-router';
import { paths, type WorkArea } from '../../../config/paths.ts';
import { PriceFields } from '../../shelf/components/price-fields.tsx';
import { ShelfPublishForm, type ShelfPublishKind } from '../../shelf/components/shelf-publish-form.tsx';
import { usePublishService } from '../api/publish-service.ts';
import { useSaveService } from '../api/save-service.ts';
import { SERVICE_FORM, type ServiceFormValues } from '../utils/form-values.ts';
import { serialiseMyServices } from '../utils/shelf-filters.ts';
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
  name: 'service',
  form: SERVICE_FORM,
  useSave: useSaveService,
  usePublish: usePublishService,
  categories: SERVICE_CATEGORIES,
  categoryLabels: SERVICE_CATEGORY_LABELS,
  maxImages: MAX_SERVICE_IMAGES,
  shelfName: '服务中心',
  texts: {
    namePlaceholder: '如：水稻无人机植保飞防作业',
    regionLabel: '服务地区',
    summaryExtra: '一两句话说清服务内容、范围和优势，显示在服务卡片上。',
    priceTitle: '价格',
    descriptionExtra: '写明服务流程、服务标准、收费说明和注意事项等；可分段书写，换行会原样保留。',
    contactPlaceholder: '对接此服务的联系人',
    previewHint:
      '服务通过平台审核后，将以这张卡片展示在服务中心；第一张图片为封面。详情页还会展示全部图片、服务详情和联系方式。',
  },
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

interface ServicePublishFormProps {
  area: WorkArea;
  /** The service being changed, as its publisher sees it; none for a new service. */
  detail?: ServicePublishDetail | undefined;
  /** The chosen tenant, named on the preview card as the shelf will name it. */
  tenantName?: string | undefined;
}

/**
 * 发布服务 (the shelf's ShelfPublishForm). 保存草稿 keeps whatever is filled in (checked by the draft's rules);
 * 提交审核 saves and sends it to audit. A service already approved or waiting goes to audit with every save, so it
 * has only 提交审核. Once submitted, the page goes to the service's own page in the work area.
 */
export const ServicePublishForm = ({ area, detail, tenantName }: ServicePublishFormProps) => {
  const navigate = useNavigate();
  const myServicesHref = `${paths[area].service.getHref()}?${serialiseMyServices({ tab: 'all', page: 1 })}`;
  return (
    <ShelfPublishForm
      kind={SERVICE_PUBLISHING}
      detail={detail}
      tenantName={tenantName}
      onSubmitted={(saved) => navigate(paths[area].servicePublicDetail.getHref(saved.id))}
      back={{ label: '返回我发布的服务', onClick: () => navigate(myServicesHref) }}
    />
  );
};
