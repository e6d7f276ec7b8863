import { MAX_SERVICE_IMAGES, SERVICE_CATEGORIES, SERVICE_CATEGORY_LABELS } from '@rrsp/contract';
import type { ShelfPublishFace } from '../../shelf/components/shelf-publish-stand-in.tsx';

/** 发布服务's words, drawn by the form and by its stand-in while the form loads. */
export const SERVICE_PUBLISH_FACE = {
  name: 'service',
  categories: SERVICE_CATEGORIES,
  categoryLabels: SERVICE_CATEGORY_LABELS,
  maxImages: MAX_SERVICE_IMAGES,
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
} as const satisfies ShelfPublishFace;
