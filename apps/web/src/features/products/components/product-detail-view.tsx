import { FieldTimeOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { CERTIFICATION_LABELS, PRODUCT_CATEGORY_LABELS, type ProductDetail } from '@rrsp/contract';
import {
  type ShelfDetailKind,
  type ShelfDetailPage,
  ShelfDetailView,
  ShelfFact,
} from '../../shelf/components/shelf-detail-view.tsx';
import { unitText } from '../../shelf/utils/price-text.ts';
import { useProductInfo } from '../api/get-product-info.ts';
import { CertificationBadges } from './certification-badges.tsx';
import './products.css';

/**
 * A product's page: its certifications under the name, the unit of a negotiable price, the supply period, and the
 * certifications whose certificates a reviewer checked, with their numbers.
 */
const PRODUCT_DETAIL: ShelfDetailKind<ProductDetail> = {
  name: 'product',
  useItem: useProductInfo,
  className: 'product-detail',
  categoryLabels: PRODUCT_CATEGORY_LABELS,
  texts: {
    own: '本主体的产品',
    region: '产地',
    tenant: '供应主体',
    manage: '这是本主体的产品。',
    manageLink: '管理该产品（编辑、下架、查看审核记录）',
  },
  badges: (item) => <CertificationBadges list={item.certifications} large />,
  priceNote: (item) =>
    item.priceMode === 'negotiable' && unitText(item.unit) ? (
      <span className="shelf-detail__price-label">按{item.unit}计</span>
    ) : null,
  facts: (item) => (
    <>
      <ShelfFact icon={<FieldTimeOutlined aria-hidden="true" />} label="供应期">
        {item.supplyPeriod}
      </ShelfFact>
      {/* the certifications a reviewer checked against their certificates (issue 24); the numbers are public */}
      {item.checkedCertifications.length > 0 ? (
        <ShelfFact icon={<SafetyCertificateOutlined aria-hidden="true" />} label="认证核验">
          <ul className="product-detail__checked">
            {item.checkedCertifications.map(({ kind, certificateNumber }) => (
              <li key={kind}>
                {CERTIFICATION_LABELS[kind]} · 证书编号 {certificateNumber}
                <span className="product-detail__checked-note">（平台已核验证书）</span>
              </li>
            ))}
          </ul>
        </ShelfFact>
      ) : null}
    </>
  ),
};

/** A product on the shelf (the shelf's ShelfDetailView). */
export const ProductDetailView = (page: ShelfDetailPage<ProductDetail>) => (
  <ShelfDetailView {...page} kind={PRODUCT_DETAIL} />
);
