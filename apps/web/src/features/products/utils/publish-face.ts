import { MAX_PRODUCT_IMAGES, PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS } from '@rrsp/contract';
import type { ShelfPublishFace } from '../../shelf/components/shelf-publish-stand-in.tsx';

/** 发布产品's words, drawn by the form and by its stand-in while the form loads. */
export const PRODUCT_PUBLISH_FACE = {
  name: 'product',
  categories: PRODUCT_CATEGORIES,
  categoryLabels: PRODUCT_CATEGORY_LABELS,
  maxImages: MAX_PRODUCT_IMAGES,
  texts: {
    namePlaceholder: '如：普安红茶（特级）',
    regionLabel: '产地',
    summaryExtra: '一两句话说清品种、品质和特色，显示在产品卡片上。',
    priceTitle: '价格与供应',
    descriptionExtra:
      '写明品种、规格等级、产地环境、种植养殖或加工方式、包装与储运、起订量等；可分段书写，换行会原样保留。',
    contactPlaceholder: '负责销售对接的联系人',
    previewHint:
      '产品通过平台审核后，将以这张卡片展示在产品搜索中；第一张图片为封面。详情页还会展示全部图片、产品详情和联系方式。',
  },
} as const satisfies ShelfPublishFace;
