import { EnvironmentOutlined, ShopOutlined } from '@ant-design/icons';
import { SERVICE_CATEGORY_LABELS } from '@rrsp/contract';
import { priceText } from '../../../components/shelf/price-text.ts';
import { ShelfCard } from '../../../components/shelf/shelf-card.tsx';
import type { ServiceCardView } from '../utils/service-card-view.ts';

interface ServiceCardProps {
  item: ServiceCardView;
  /** Where the card leads; none for the publish form's preview. */
  href?: string;
  headingLevel?: 'h2' | 'h3';
  eager?: boolean;
}

/** A service on the shelf: cover with its category, name, summary, price (面议, a figure or a range) and provider. */
export const ServiceCard = ({ item, href, headingLevel, eager }: ServiceCardProps) => (
  <ShelfCard
    coverUrl={item.coverUrl}
    category={item.category ? SERVICE_CATEGORY_LABELS[item.category] : null}
    name={item.name}
    summary={item.summary}
    price={priceText(item)}
    negotiable={item.priceMode === 'negotiable'}
    facts={[
      {
        key: 'region',
        icon: <EnvironmentOutlined aria-hidden="true" />,
        label: '服务地区',
        value: item.regionName,
      },
      { key: 'tenant', icon: <ShopOutlined aria-hidden="true" />, label: '服务商', value: item.tenantName },
    ]}
    href={href}
    headingLevel={headingLevel}
    eager={eager}
  />
);
