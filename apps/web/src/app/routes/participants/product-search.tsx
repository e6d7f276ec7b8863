import '../../../styles/content.css';
import { paths } from '../../../config/paths.ts';
import { ProductShelf } from '../../../features/products/components/product-shelf.tsx';
import { ContentPage } from '../../components/content-page.tsx';

/**
 * 产品搜索: every product on the shelf, by category, origin, certification, keyword and order; it may arrive with
 * `?keyword=` from a search box elsewhere, and puts the cursor in its own.
 */
export const ProductSearchRoute = () => (
  <ContentPage
    title={paths.participants.productSearch.title}
    intro="查找各入驻主体上架的农特产品：可按类别、产地、认证筛选，或输入产品名称、简介和主体名称搜索。"
  >
    <ProductShelf detailHref={paths.participants.productDetail.getHref} autoFocusSearch />
  </ContentPage>
);
