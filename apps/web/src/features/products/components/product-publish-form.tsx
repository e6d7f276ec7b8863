import {
  CERTIFICATION_LABELS,
  CERTIFICATIONS,
  MAX_PRODUCT_IMAGES,
  PRODUCT_CATEGORIES,
  PRODUCT_CATEGORY_LABELS,
  type ProductDraft,
  type ProductForm,
  type ProductPublishDetail,
} from '@rrsp/contract';
import { Card, Checkbox, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { MobileInput } from '../../../components/form/mobile-input.tsx';
import { RegionPicker } from '../../../components/form/region-picker.tsx';
import { PriceFields } from '../../../components/shelf/price-fields.tsx';
import { ShelfFormActions } from '../../../components/shelf/shelf-form-actions.tsx';
import { ShelfImagesField } from '../../../components/shelf/shelf-images-field.tsx';
import { ShelfStateNotice } from '../../../components/shelf/shelf-state-notice.tsx';
import { useShelfPublish } from '../../../components/shelf/use-shelf-publish.ts';
import { paths } from '../../../config/paths.ts';
import { serialiseMyShelf } from '../../../lib/shelf-filters.ts';
import { usePublishProduct } from '../api/publish-product.ts';
import { useSaveProduct } from '../api/save-product.ts';
import {
  checkProductDraft,
  checkProductSubmission,
  PRODUCT_FORM_LABELS,
  type ProductFormField,
  type ProductFormValues,
  productFormValuesOf,
  productServerIssuesOf,
  productSubmissionIssuesOf,
} from '../utils/form-values.ts';
import { ProductPreview } from './product-preview.tsx';
import './products.css';

const CHECKS = {
  checkDraft: checkProductDraft,
  checkSubmission: checkProductSubmission,
  submissionIssuesOf: productSubmissionIssuesOf,
  serverIssuesOf: productServerIssuesOf,
};

const PRICE_MODE_HINTS = {
  fixed: '一个固定价格，如 35 元/斤。',
  range: '按等级、规格或采购量浮动的价格，如 280–680 元/斤。',
  negotiable: '价格由双方协商确定，产品卡片上显示“面议”。',
} as const;

const CATEGORY_OPTIONS = PRODUCT_CATEGORIES.map((category) => ({
  value: category,
  label: PRODUCT_CATEGORY_LABELS[category],
}));

const CERTIFICATION_OPTIONS = CERTIFICATIONS.map((value) => ({ value, label: CERTIFICATION_LABELS[value] }));

/** My products, on the tab the product went to. */
const myProductsHref = (tab: 'all' | 'pending' = 'all') => {
  const query = serialiseMyShelf({ tab, page: 1 }).toString();
  return `${paths.participants.product.getHref()}${query ? `?${query}` : ''}`;
};

interface ProductPublishFormProps {
  /** The product being changed, as its owner sees it; none for a new product. */
  detail?: ProductPublishDetail | undefined;
  /** The chosen tenant, named on the preview card as the shelf will name it. */
  tenantName?: string | undefined;
}

/**
 * 发布产品: name, category, origin (a county or a township), certifications, summary, pictures, unit, supply period,
 * price, description and contact, checked as they are typed by the contract's rules for a publication; beside it,
 * the card as the shelf will show it. 保存草稿 keeps whatever is filled in; 提交审核 saves and sends it to audit. A
 * product already approved or waiting goes to audit with every save, so it has only 提交审核.
 */
export const ProductPublishForm = ({ detail, tenantName }: ProductPublishFormProps) => {
  const [form] = Form.useForm<ProductFormValues>();
  const navigate = useNavigate();
  const save = useSaveProduct();
  const publish = usePublishProduct();
  const [initial] = useState<ProductFormValues>(() =>
    detail ? productFormValuesOf(detail.working) : { images: [], certifications: [] },
  );
  const [regionName, setRegionName] = useState<string | undefined>(detail?.working.regionName ?? undefined);
  const watched = Form.useWatch((values: ProductFormValues) => values, { form, preserve: true }) ?? initial;
  const { rulesOf, alert, setUploading, onlySubmit, busy, pressed, saveDraft, submit } = useShelfPublish<
    ProductFormValues,
    ProductFormField,
    ProductDraft,
    ProductForm,
    ProductPublishDetail
  >({
    form,
    detail,
    checks: CHECKS,
    labels: PRODUCT_FORM_LABELS,
    save,
    publish,
    texts: {
      draftSaved: '草稿已保存，可稍后在产品中心的“草稿”中接着编辑',
      submitted: '已提交审核，平台审核通过后即上架，可在产品搜索中查到',
      submittedListed: '修改已提交审核；审核通过前，平台仍展示原来已通过的版本',
    },
    onSubmitted: () => navigate(myProductsHref('pending')),
  });

  const preview = { ...watched, regionName: regionName?.replace(/^贵州省/, '') };

  return (
    <div className="shelf-publish">
      {detail ? <ShelfStateNotice detail={detail} noun="产品" shelfName="平台" /> : null}
      <div className="shelf-publish__columns">
        <Form<ProductFormValues>
          form={form}
          className="shelf-form"
          layout="vertical"
          name="product"
          aria-label="发布产品"
          initialValues={initial}
          requiredMark
          scrollToFirstError={{ block: 'center' }}
        >
          <Card className="workbench-card" title="基本信息">
            <Form.Item name="name" label="产品名称" required rules={rulesOf('name')}>
              <Input maxLength={40} showCount placeholder="如：普安红茶（特级）" />
            </Form.Item>
            <div className="shelf-form__row">
              <Form.Item name="category" label="产品类别" required rules={rulesOf('category')}>
                <Select placeholder="请选择产品类别" options={CATEGORY_OPTIONS} />
              </Form.Item>
              <Form.Item
                name="regionCode"
                label="产地"
                required
                rules={rulesOf('regionCode')}
                extra="选择到区县，或细化到乡镇（街道）"
              >
                <RegionPicker
                  changeOnSelect
                  knownName={detail?.working.regionName}
                  onNameChange={(name) => {
                    if (name) setRegionName(name);
                  }}
                />
              </Form.Item>
            </div>
            <Form.Item
              name="certifications"
              label="产品认证（选填）"
              rules={rulesOf('certifications')}
              extra="勾选产品已取得的认证，须与实际证书一致；平台审核时可能要求提供证书。"
            >
              <Checkbox.Group className="product-form__certs" options={CERTIFICATION_OPTIONS} />
            </Form.Item>
            <Form.Item
              name="summary"
              label="产品简介"
              required
              rules={rulesOf('summary')}
              extra="一两句话说清品种、品质和特色，显示在产品卡片上。"
            >
              <Input.TextArea rows={3} maxLength={120} showCount placeholder="10–120 个字" />
            </Form.Item>
          </Card>
          <Card className="workbench-card" title="产品图片">
            <Form.Item
              name="images"
              label={`产品图片（至少 1 张，最多 ${MAX_PRODUCT_IMAGES} 张）`}
              required
              rules={rulesOf('images')}
            >
              <ShelfImagesField noun="产品" max={MAX_PRODUCT_IMAGES} onBusyChange={setUploading} />
            </Form.Item>
          </Card>
          <Card className="workbench-card" title="价格与供应">
            <div className="shelf-form__row">
              <Form.Item
                name="unit"
                label="计量单位"
                required
                rules={rulesOf('unit')}
                extra="价格按此单位计算"
              >
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
          </Card>
          <Card className="workbench-card" title="产品详情">
            <Form.Item
              name="description"
              label="产品详情"
              required
              rules={rulesOf('description')}
              extra="写明品种、规格等级、产地环境、种植养殖或加工方式、包装与储运、起订量等；可分段书写，换行会原样保留。"
            >
              <Input.TextArea
                autoSize={{ minRows: 8, maxRows: 24 }}
                maxLength={5000}
                showCount
                placeholder="20–5000 个字"
              />
            </Form.Item>
          </Card>
          <Card className="workbench-card" title="联系方式">
            <div className="shelf-form__row">
              <Form.Item name="contactName" label="联系人" required rules={rulesOf('contactName')}>
                <Input maxLength={30} autoComplete="name" placeholder="负责销售对接的联系人" />
              </Form.Item>
              <Form.Item
                name="contactMobile"
                label="联系电话"
                required
                rules={rulesOf('contactMobile')}
                extra="展示在产品详情页，供登录用户联系"
              >
                <MobileInput />
              </Form.Item>
            </div>
          </Card>
          <FormAlert message={alert} />
          <ShelfFormActions
            back={{ label: '返回产品中心', onClick: () => navigate(myProductsHref()) }}
            onlySubmit={onlySubmit}
            busy={busy}
            pressed={pressed}
            onSaveDraft={saveDraft}
            onSubmit={submit}
          />
        </Form>
        <aside className="shelf-publish__preview" aria-label="上架后的样子">
          <ProductPreview values={preview} tenantName={tenantName} />
        </aside>
      </div>
    </div>
  );
};
