import { CERTIFICATION_LABELS, CERTIFICATIONS, type Certification } from '@rrsp/contract';
import { Skeleton } from 'antd';
import { useNavigate } from 'react-router';
import { Checkbox } from '../../../components/form/checkbox-field.tsx';
import { StandInItem } from '../../../components/form/form-stand-in.tsx';
import { Input } from '../../../components/form/inputs.ts';
import { ShelfPublishLoader, type StandInSlot } from '../../shelf/components/shelf-publish-stand-in.tsx';
import { productPreviewOf } from '../utils/product-preview.ts';
import { PRODUCT_PUBLISH_FACE } from '../utils/publish-face.ts';
import { myProductsHref } from '../utils/publish-links.ts';
import { ProductCard } from './product-card.tsx';
import type { ProductPublishFormProps } from './product-publish-form.tsx';
import './products.css';

/** What only a stored product shows (its states, buttons and log): wanted once the form is, at its first save. */
export const loadProductEditParts = () => import('./product-edit-parts.tsx');

/** The form's code: antd's Form and its fields, the contract's rules (zod), the picture and certificate uploads. */
export const loadProductPublishForm = async () => {
  void loadProductEditParts().catch(() => undefined);
  return (await import('./product-publish-form.tsx')).ProductPublishForm;
};

/** 产品认证（选填） as the form draws it (antd's Checkbox.Group), none ticked yet. */
const CertificationsStandIn = ({ slot }: { slot: StandInSlot }) => {
  const id = slot.idOf('certifications');
  const chosen = (slot.values.certifications as Certification[] | undefined) ?? [];
  return (
    <StandInItem
      htmlFor={id}
      label="产品认证（选填）"
      extra="勾选产品已取得的认证，并为每项填写证书编号、上传证书照片或 PDF；平台审核时逐项核对。"
    >
      {/* biome-ignore lint/a11y/useSemanticElements: antd's Checkbox.Group, as the form draws it */}
      <div
        role="group"
        id={id}
        aria-describedby={`${id}_extra`}
        className="product-form__certs product-form__certs--stand-in"
      >
        {CERTIFICATIONS.map((kind) => (
          <Checkbox
            key={kind}
            checked={chosen.includes(kind)}
            onChange={(event) =>
              slot.choose(
                'certifications',
                event.target.checked ? [...chosen, kind] : chosen.filter((item) => item !== kind),
              )
            }
          >
            {CERTIFICATION_LABELS[kind]}
          </Checkbox>
        ))}
      </div>
    </StandInItem>
  );
};

/** 计量单位 and 供应期 as the form draws them, above 报价方式. */
const UnitStandIn = ({ slot }: { slot: StandInSlot }) => (
  <div className="shelf-form__row">
    <StandInItem htmlFor={slot.idOf('unit')} label="计量单位" required extra="价格按此单位计算">
      <Input
        {...slot.text('unit')}
        aria-required="true"
        aria-describedby={`${slot.idOf('unit')}_extra`}
        maxLength={10}
        placeholder="如：斤、公斤、箱、盒"
      />
    </StandInItem>
    <StandInItem htmlFor={slot.idOf('supplyPeriod')} label="供应期" required extra="何时可以供货">
      <Input
        {...slot.text('supplyPeriod')}
        aria-required="true"
        aria-describedby={`${slot.idOf('supplyPeriod')}_extra`}
        maxLength={30}
        placeholder="如：全年供应、4月—10月"
      />
    </StandInItem>
  </div>
);

/**
 * 发布产品's form, whose code loads on first use (ShelfPublishLoader): a new product's form is drawn as it looks until
 * it is pointed at, focused or pressed; a product being changed waits for the code, loaded beside the product itself
 * (the route starts both).
 */
export const LazyProductPublishForm = (props: Omit<ProductPublishFormProps, 'handover'>) => {
  const navigate = useNavigate();
  return (
    <ShelfPublishLoader
      editing={props.detail !== undefined}
      face={PRODUCT_PUBLISH_FACE}
      back={{ label: '返回产品中心', onClick: () => navigate(myProductsHref()) }}
      preview={(values) => <ProductCard item={productPreviewOf(values, { tenantName: props.tenantName })} />}
      basicExtra={(slot) => <CertificationsStandIn slot={slot} />}
      priceExtra={(slot) => <UnitStandIn slot={slot} />}
      load={loadProductPublishForm}
      form={(Form, handover) => <Form {...props} handover={handover} />}
      loading={<Skeleton active paragraph={{ rows: 14 }} />}
    />
  );
};
