import { FieldTimeOutlined } from '@ant-design/icons';
import { PRODUCT_CATEGORY_LABELS, type ProductDetail } from '@rrsp/contract';
import type { ReactNode } from 'react';
import { unitText } from '../../../components/shelf/price-text.ts';
import { ShelfDetailView, ShelfFact } from '../../../components/shelf/shelf-detail-view.tsx';
import { isItemId } from '../../../lib/api-error.ts';
import { useProductInfo } from '../api/get-product-info.ts';
import { CertificationBadges } from './certification-badges.tsx';
import './products.css';

interface ProductDetailViewProps {
  id: string | null;
  /** Where 返回列表 leads: the product search. */
  back: { title: string; href: string };
  /** The owner's page of a product, for one the chosen tenant listed. */
  manageHref: (id: string) => string;
  /**
   * What a reader may do about a product another tenant listed (申请合作, 举报): composed by the route from the
   * features that own them; never shown on the chosen tenant's own product, which links to its management instead.
   */
  actions?: (item: ProductDetail) => ReactNode;
}

/**
 * A product on the shelf (components/shelf/shelf-detail-view.tsx), with its certifications under the name, the unit
 * of a negotiable price and the supply period among the facts.
 */
export const ProductDetailView = ({ id, back, manageHref, actions }: ProductDetailViewProps) => {
  const query = useProductInfo(isItemId(id) ? id : undefined);
  return (
    <ShelfDetailView<ProductDetail>
      id={id}
      query={query}
      noun="产品"
      idPrefix="product"
      className="product-detail"
      back={back}
      manageHref={manageHref}
      actions={actions}
      categoryLabel={(item) => PRODUCT_CATEGORY_LABELS[item.category]}
      texts={{
        own: '本主体的产品',
        region: '产地',
        tenant: '供应主体',
        manage: '这是本主体的产品。',
        manageLink: '管理该产品（编辑、下架、查看审核记录）',
      }}
      badges={(item) => <CertificationBadges list={item.certifications} large />}
      priceNote={(item) =>
        item.priceMode === 'negotiable' && unitText(item.unit) ? (
          <span className="shelf-detail__price-label">按{item.unit}计</span>
        ) : null
      }
      facts={(item) => (
        <ShelfFact icon={<FieldTimeOutlined aria-hidden="true" />} label="供应期">
          {item.supplyPeriod}
        </ShelfFact>
      )}
    />
  );
};
