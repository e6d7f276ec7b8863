import { CalendarOutlined } from '@ant-design/icons';
import { PRODUCT_CATEGORY_LABELS } from '@rrsp/contract';
import { ShelfCard, type ShelfCardPlacement } from '../../shelf/components/shelf-card.tsx';
import type { ProductCardView } from '../utils/product-card-view.ts';
import { CertificationBadges } from './certification-badges.tsx';

/**
 * A product on the shelf: cover with its category, name, certifications, summary, price with its unit (¥280–680/斤,
 * 面议), origin, supply period and the tenant that grows or makes it.
 */
export const ProductCard = ({ item, ...placement }: ShelfCardPlacement & { item: ProductCardView }) => (
  <ShelfCard
    item={item}
    categoryLabels={PRODUCT_CATEGORY_LABELS}
    badges={<CertificationBadges list={item.certifications} />}
    texts={{ region: '产地', tenant: '供应主体' }}
    facts={[
      {
        key: 'supply',
        icon: <CalendarOutlined aria-hidden="true" />,
        label: '供应期',
        value: item.supplyPeriod,
      },
    ]}
    {...placement}
  />
);
