import {
  CERTIFICATION_LABELS,
  CERTIFICATIONS,
  type Certification,
  PRODUCT_CATEGORIES,
  PRODUCT_CATEGORY_LABELS,
  PRODUCT_SORTS,
} from '@rrsp/contract';
import { Select } from 'antd';
import { ShelfCatalog } from '../../../components/shelf/shelf-catalog.tsx';
import { ShelfFilter } from '../../../components/shelf/shelf-filter-bar.tsx';
import { useShelfFilters } from '../../../hooks/use-shelf-filters.ts';
import { PRODUCT_SHELF_PAGE_SIZE, useProducts } from '../api/list-products.ts';
import {
  isProductFiltered,
  PRODUCT_SHELF_FILTERS,
  PRODUCT_SORT_LABELS,
  toProductQuery,
} from '../utils/product-filters.ts';
import { ProductCard } from './product-card.tsx';
import './products.css';

const CERTIFICATION_OPTIONS = CERTIFICATIONS.map((value) => ({ value, label: CERTIFICATION_LABELS[value] }));

interface ProductShelfProps {
  /** Where a card leads: the product's page. */
  detailHref: (id: string) => string;
  autoFocusSearch?: boolean;
}

/**
 * Every product on the shelf, by category (tabs), prefecture and county of origin, certification, keyword and order,
 * with 共 N 条 under the cards; every filter and the page live in the address.
 */
export const ProductShelf = ({ detailHref, autoFocusSearch = false }: ProductShelfProps) => {
  const { filters, update, reset, hrefOf } = useShelfFilters(PRODUCT_SHELF_FILTERS);
  const query = useProducts(toProductQuery(filters, PRODUCT_SHELF_PAGE_SIZE));
  return (
    <ShelfCatalog
      className="product-shelf"
      noun="产品"
      searchPlaceholder="搜索产品名称、简介或供应主体"
      autoFocusSearch={autoFocusSearch}
      filters={filters}
      update={update}
      reset={reset}
      pageHref={hrefOf}
      filtered={isProductFiltered(filters)}
      categories={PRODUCT_CATEGORIES}
      categoryLabels={PRODUCT_CATEGORY_LABELS}
      sorts={PRODUCT_SORTS}
      sortLabels={PRODUCT_SORT_LABELS}
      extraFilters={
        <ShelfFilter label="认证">
          {(id) => (
            <Select<Certification>
              aria-labelledby={id}
              className="shelf-filter__select shelf-filter__select--narrow"
              placeholder="全部认证"
              allowClear
              value={filters.certification}
              options={CERTIFICATION_OPTIONS}
              onChange={(certification) => update({ certification })}
            />
          )}
        </ShelfFilter>
      }
      query={query}
      pageSize={PRODUCT_SHELF_PAGE_SIZE}
      emptyTexts={{
        filtered: '没有符合条件的产品，可换个类别、产地或认证，或清除筛选条件后再看看。',
        none: '暂时还没有上架的产品。入驻主体发布产品并通过平台审核后，会在这里展示。',
      }}
      card={(item, index) => (
        <ProductCard
          key={item.id}
          item={item}
          href={detailHref(item.id)}
          headingLevel="h2"
          eager={index < 4}
        />
      )}
    />
  );
};
