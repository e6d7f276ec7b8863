import {
  CERTIFICATION_LABELS,
  CERTIFICATIONS,
  type ProductDraft,
  type ProductForm,
  type ProductPublishDetail,
} from '@rrsp/contract';
import { Checkbox, Form, Input } from 'antd';
import { useNavigate } from 'react-router';
import { PriceFields } from '../../shelf/components/price-fields.tsx';
import { ShelfPublishForm, type ShelfPublishKind } from '../../shelf/components/shelf-publish-form.tsx';
import type { PublishHandover } from '../../shelf/utils/publish-handover.ts';
import { usePublishProduct } from '../api/publish-product.ts';
import { useSaveProduct } from '../api/save-product.ts';
import { PRODUCT_FORM, type ProductFormValues } from '../utils/form-values.ts';
import { PRODUCT_PUBLISH_FACE } from '../utils/publish-face.ts';
import { myProductsHref } from '../utils/publish-links.ts';
import { CertificateFields } from './certificate-fields.tsx';
import { ProductCard } from './product-card.tsx';
import './products.css';

const PRICE_MODE_HINTS = {
  fixed: '一个固定价格，如 35 元/斤。',
  range: '按等级、规格或采购量浮动的价格，如 280–680 元/斤。',
  negotiable: '价格由双方协商确定，产品卡片上显示“面议”。',
} as const;

const CERTIFICATION_OPTIONS = CERTIFICATIONS.map((value) => ({ value, label: CERTIFICATION_LABELS[value] }));

/** A product's own fields and words in the shelf's publish form: certifications, unit and supply period. */
const PRODUCT_PUBLISHING: ShelfPublishKind<
  ProductFormValues,
  ProductDraft,
  ProductForm,
  ProductPublishDetail,
  ReturnType<typeof PRODUCT_FORM.previewOf>
> = {
  ...PRODUCT_PUBLISH_FACE,
  form: PRODUCT_FORM,
  useSave: useSaveProduct,
  usePublish: usePublishProduct,
  shelfName: '平台',
  messages: {
    draftSaved: '草稿已保存，可稍后在产品中心的“草稿”中接着编辑',
    submitted: '已提交审核，平台审核通过后即上架，可在产品搜索中查到',
    submittedListed: '修改已提交审核；审核通过前，平台仍展示原来已通过的版本',
  },
  basicExtra: ({ rulesOf, watched, itemId }) => (
    <>
      <Form.Item
        name="certifications"
        label="产品认证（选填）"
        rules={rulesOf('certifications')}
        extra="勾选产品已取得的认证，并为每项填写证书编号、上传证书照片或 PDF；平台审核时逐项核对。"
      >
        <Checkbox.Group className="product-form__certs" options={CERTIFICATION_OPTIONS} />
      </Form.Item>
      <CertificateFields chosen={watched.certifications} productId={itemId} />
    </>
  ),
  priceFields: ({ rulesOf, watched }) => (
    <>
      <div className="shelf-form__row">
        <Form.Item name="unit" label="计量单位" required rules={rulesOf('unit')} extra="价格按此单位计算">
          <Input maxLength={10} placeholder="如：斤、公斤、箱、盒" />
        </Form.Item>
        <Form.Item
          name="supplyPeriod"
          label="供应期"
          required
          rules={rulesOf('supplyPeriod')}
          extra="何时可以供货"
        >
          <Input maxLength={30} placeholder="如：全年供应、4月—10月" />
        </Form.Item>
      </div>
      <PriceFields rulesOf={rulesOf} hints={PRICE_MODE_HINTS} unit={false} perUnit={watched.unit} />
    </>
  ),
  card: (item) => <ProductCard item={item} />,
};

export interface ProductPublishFormProps {
  /** The product being changed, as its owner sees it; none for a new product. */
  detail?: ProductPublishDetail | undefined;
  /** The chosen tenant, named on the preview card as the shelf will name it. */
  tenantName?: string | undefined;
  /** What was done on the form's stand-in while its code loaded (lazy-product-publish-form.tsx). */
  handover?: PublishHandover | undefined;
}

/**
 * 发布产品 (the shelf's ShelfPublishForm) with a product's own fields. 保存草稿 keeps whatever is filled in; 提交审核
 * saves and sends it to audit. A product already approved or waiting goes to audit with every save, so it has only
 * 提交审核. Once submitted, the page goes to my products' 待审核 tab.
 */
export const ProductPublishForm = ({ detail, tenantName, handover }: ProductPublishFormProps) => {
  const navigate = useNavigate();
  return (
    <ShelfPublishForm
      kind={PRODUCT_PUBLISHING}
      detail={detail}
      tenantName={tenantName}
      handover={handover}
      onSubmitted={() => navigate(myProductsHref('pending'))}
      back={{ label: '返回产品中心', onClick: () => navigate(myProductsHref()) }}
    />
  );
};
