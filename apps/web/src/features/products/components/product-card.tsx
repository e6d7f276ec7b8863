import { CalendarOutlined, EnvironmentOutlined, ShopOutlined } from '@ant-design/icons';
import { PRODUCT_CATEGORY_LABELS } from '@rrsp/contract';
import { priceText } from '../../../components/shelf/price-text.ts';
import { ShelfCard } from '../../../components/shelf/shelf-card.tsx';
import type { ProductCardView } from '../utils/product-card-view.ts';
import { CertificationBadges } from './certification-badges.tsx';

interface ProductCardProps {
  item: ProductCardView;
  /** Where the card leads; none for the publish form's preview. */
  href?: string;
  headingLevel?: 'h2' | 'h3';
  eager?: boolean;
}

/**
 * A product on the shelf: cover with its category, name, certifications, summary, price with its unit (¥280–680/斤,
 * 面议), origin, supply period and the tenant that grows or makes it.
 */
export const ProductCard = ({ item, href, headingLevel, eager }: ProductCardProps) => (
  <ShelfCard
    coverUrl={item.coverUrl}
    category={item.category ? PRODUCT_CATEGORY_LABELS[item.category] : null}
    name={item.name}
    badges={<CertificationBadges list={item.certifications} />}
    summary={item.summary}
    price={priceText(item)}
    negotiable={item.priceMode === 'negotiable'}
    facts={[
      {
        key: 'origin',
        icon: <EnvironmentOutlined aria-hidden="true" />,
        label: '产地',
        value: item.regionName,
      },
      {
        key: 'supply',
        icon: <CalendarOutlined aria-hidden="true" />,
        label: '供应期',
        value: item.supplyPeriod,
      },
      { key: 'tenant', icon: <ShopOutlined aria-hidden="true" />, label: '供应主体', value: item.tenantName },
    ]}
    href={href}
    headingLevel={headingLevel}
    eager={eager}
  />
);
