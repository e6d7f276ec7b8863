import {
  CERTIFICATION_LABELS,
  CERTIFICATIONS,
  type Certification,
  PRODUCT_CATEGORY_LABELS,
  type ProductCard as ProductRow,
} from '@rrsp/contract';
import { FilterField } from '../../../components/form/filter-field.tsx';
import {
  ShelfCatalog,
  type ShelfCatalogKind,
  type ShelfCatalogPage,
} from '../../shelf/components/shelf-catalog.tsx';
import { useProducts } from '../api/list-products.ts';
import {
  PRODUCT_SHELF_FILTERS,
  PRODUCT_SORT_LABELS,
  type ProductChoices,
  type ProductSort,
} from '../utils/product-filters.ts';
import { ProductCard } from './product-card.tsx';
import './products.css';
import { SelectField } from '../../../components/form/select-field.tsx';

const CERTIFICATION_OPTIONS = CERTIFICATIONS.map((value) => ({ value, label: CERTIFICATION_LABELS[value] }));

/** The product shelf: by category, origin, certification, keyword and order. */
const PRODUCT_CATALOG: ShelfCatalogKind<ProductChoices, ProductSort, ProductRow> = {
  name: 'product',
  rules: PRODUCT_SHELF_FILTERS,
  useItems: useProducts,
  categoryLabels: PRODUCT_CATEGORY_LABELS,
  sortLabels: PRODUCT_SORT_LABELS,
  texts: {
    search: '搜索产品名称、简介或供应主体',
    filtered: '没有符合条件的产品，可换个类别、产地或认证，或清除筛选条件后再看看。',
    none: '暂时还没有上架的产品。入驻主体发布产品并通过平台审核后，会在这里展示。',
  },
  extraFilters: (filters, update) => (
    <FilterField label="认证">
      {(id) => (
        <SelectField<Certification>
          aria-labelledby={id}
          className="shelf-filter__select shelf-filter__select--narrow"
          placeholder="全部认证"
          allowClear
          value={filters.certification}
          options={CERTIFICATION_OPTIONS}
          onChange={(certification) => update({ certification })}
        />
      )}
    </FilterField>
  ),
  card: (item, placement) => <ProductCard item={item} {...placement} />,
};

/**
 * Every product on the shelf, by category (tabs), prefecture and county of origin, certification, keyword and order,
 * with 共 N 条 under the cards; every filter and the page live in the address.
 */
export const ProductShelf = (page: ShelfCatalogPage) => <ShelfCatalog {...page} kind={PRODUCT_CATALOG} />;
