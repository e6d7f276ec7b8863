import { paths } from '../../../config/paths.ts';
import { DetailPlaceholder } from '../../components/detail-placeholder.tsx';

export const ProductDetailRoute = () => (
  <DetailPlaceholder
    title={paths.participants.productDetail.title}
    param="id"
    noun="产品"
    description="产品详情将在产品模块上线后在此展示：产品图片、规格与价格、所属主体及联系方式。"
    back={{ title: paths.participants.product.title, href: paths.participants.product.getHref() }}
  />
);
