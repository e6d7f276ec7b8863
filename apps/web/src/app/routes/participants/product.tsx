import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import '../../../styles/content.css';
import { paths } from '../../../config/paths.ts';
import { MyProducts } from '../../../features/products/components/my-products.tsx';
import { ContentPage } from '../../components/content-page.tsx';

/**
 * 产品中心 (participants): the chosen tenant's own products by state, with 发布产品 and the way to every product on
 * the shelf (产品搜索).
 */
export const ProductListRoute = () => (
  <ContentPage
    title={paths.participants.product.title}
    intro="管理本主体发布的产品：填写产品信息并提交审核，审核通过后其他用户即可在产品搜索中找到并联系您。"
    actions={
      <>
        <Link to={paths.participants.productSearch.getHref()} className="link-button link-button--ghost">
          <SearchOutlined aria-hidden="true" /> 产品搜索
        </Link>
        <Link to={paths.participants.productPublish.getHref()} className="link-button link-button--primary">
          <PlusOutlined aria-hidden="true" /> 发布产品
        </Link>
      </>
    }
  >
    <MyProducts />
  </ContentPage>
);
