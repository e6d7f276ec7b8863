import { SERVICE_CATEGORY_LABELS } from '@rrsp/contract';
import { ShelfCard, type ShelfCardPlacement } from '../../shelf/components/shelf-card.tsx';
import type { ServiceCardView } from '../utils/service-card-view.ts';

/** A service on the shelf: cover with its category, name, summary, price (面议, a figure or a range) and provider. */
export const ServiceCard = ({ item, ...placement }: ShelfCardPlacement & { item: ServiceCardView }) => (
  <ShelfCard
    item={item}
    categoryLabels={SERVICE_CATEGORY_LABELS}
    texts={{ region: '服务地区', tenant: '服务商' }}
    {...placement}
  />
);
