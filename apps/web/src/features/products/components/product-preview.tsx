import { ShelfPreview } from '../../../components/shelf/shelf-preview.tsx';
import { type ProductFormValues, productPreviewOf } from '../utils/form-values.ts';
import { ProductCard } from './product-card.tsx';

interface ProductPreviewProps {
  values: ProductFormValues & { regionName?: string | undefined };
  tenantName?: string | undefined;
}

/** 上架后的样子: the product card exactly as the shelf will show it, following the form as it is filled in. */
export const ProductPreview = ({ values, tenantName }: ProductPreviewProps) => (
  <ShelfPreview
    testId="product-preview"
    hint="产品通过平台审核后，将以这张卡片展示在产品搜索中；第一张图片为封面。详情页还会展示全部图片、产品详情和联系方式。"
  >
    <ProductCard item={productPreviewOf(values, { regionName: values.regionName, tenantName })} />
  </ShelfPreview>
);
