import { ShelfLogCard } from '../../shelf/components/shelf-log-card.tsx';
import { useProductAuditLog } from '../api/list-product-audit-log.ts';
import { productFieldLabelOf } from '../utils/product-fields.ts';

/** 处理记录 of one of my products, in the products' field names. */
export const ProductLogCard = ({ id }: { id: string }) => (
  <ShelfLogCard id={id} useLog={useProductAuditLog} fieldLabel={productFieldLabelOf} />
);
