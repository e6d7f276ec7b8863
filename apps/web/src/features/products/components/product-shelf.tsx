import {
  CERTIFICATION_LABELS,
  CERTIFICATIONS,
  type Certification,
  PRODUCT_CATEGORIES,
  PRODUCT_CATEGORY_LABELS,
  PRODUCT_SORTS,
} from '@rrsp/contract';
import { Select } from 'antd';
import { ShelfBrowser, ShelfResults } from '../../../components/shelf/shelf-browser.tsx';
import { RegionFilters, ShelfFilter } from '../../../components/shelf/shelf-filter-bar.tsx';
import { useShelfFilters } from '../../../hooks/use-shelf-filters.ts';
import { PRODUCT_SHELF_PAGE_SIZE, useProducts } from '../api/list-products.ts';
import {
  isProductFiltered,
  PRODUCT_SHELF_FILTERS,
  PRODUCT_SORT_LABELS,
  type ProductSort,
  toProductQuery,
} from '../utils/product-filters.ts';
import { ProductCard } from './product-card.tsx';
import './products.css';

const CATEGORY_TABS = PRODUCT_CATEGORIES.map((category) => ({
  key: category,
  label: PRODUCT_CATEGORY_LABELS[category],
}));

const CERTIFICATION_OPTIONS = CERTIFICATIONS.map((value) => ({ value, label: CERTIFICATION_LABELS[value] }));

const SORT_OPTIONS = PRODUCT_SORTS.map((sort) => ({ value: sort, label: PRODUCT_SORT_LABELS[sort] }));

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
  const { filters, update, reset } = useShelfFilters(PRODUCT_SHELF_FILTERS);
  const query = useProducts(toProductQuery(filters, PRODUCT_SHELF_PAGE_SIZE));
  const filtered = isProductFiltered(filters);

  return (
    <ShelfBrowser
      className="product-shelf"
      noun="产品"
      search={{
        placeholder: '搜索产品名称、简介或供应主体',
        keyword: filters.keyword,
        onSearch: (keyword) => update({ keyword }),
      }}
      autoFocusSearch={autoFocusSearch}
      filtered={filtered}
      onReset={reset}
      filters={
        <>
          <RegionFilters region={filters.region} onChange={(region) => update({ region })} />
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
          <ShelfFilter label="排序">
            {(id) => (
              <Select<ProductSort>
                aria-labelledby={id}
                className="shelf-filter__select shelf-filter__select--narrow"
                value={filters.sort}
                options={SORT_OPTIONS}
                onChange={(sort) => update({ sort })}
              />
            )}
          </ShelfFilter>
        </>
      }
      categories={CATEGORY_TABS}
      category={filters.category}
      onCategoryChange={(key) =>
        update({ category: PRODUCT_CATEGORIES.find((category) => category === key) })
      }
    >
      <ShelfResults
        query={query}
        noun="产品"
        page={filters.page}
        pageSize={PRODUCT_SHELF_PAGE_SIZE}
        onPage={(page) => update({ page })}
        filtered={filtered}
        onReset={reset}
        emptyText={
          filtered
            ? filters.keyword
              ? `没有找到与“${filters.keyword}”相关的产品，换个关键词或清除筛选条件试试。`
              : '没有符合条件的产品，可换个类别、产地或认证，或清除筛选条件后再看看。'
            : '暂时还没有上架的产品。入驻主体发布产品并通过平台审核后，会在这里展示。'
        }
        errorTitle="产品列表加载失败"
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
    </ShelfBrowser>
  );
};
