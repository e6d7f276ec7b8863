import '../../../styles/content.css';
import { useSearchParams } from 'react-router';
import { detailTitleOf } from '../../../components/errors/missing-item.ts';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../features/auth/api/get-current-user.ts';
import { CooperationRequestButton } from '../../../features/cooperation/components/cooperation-request-button.tsx';
import { usePageTitle } from '../../../features/platform/hooks/use-page-title.ts';
import { useProductInfo } from '../../../features/products/api/get-product-info.ts';
import { ProductDetailView } from '../../../features/products/components/product-detail-view.tsx';
import { ReportButton } from '../../../features/reports/components/report-button.tsx';
import { isItemId } from '../../../lib/api-error.ts';

/**
 * 产品详情: a product on the shelf, titled by its name, with 申请合作 and 举报 for a product another tenant listed;
 * its owner is offered the way to manage it instead.
 */
export const ProductDetailRoute = () => {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id');
  const { data, error } = useProductInfo(isItemId(id) ? id : undefined);
  const { data: user } = useCurrentUser();
  usePageTitle(
    detailTitleOf({
      name: data?.name,
      id,
      error,
      noun: '产品',
      pageTitle: paths.participants.productDetail.title,
    }),
  );
  const back = paths.participants.productSearch;
  return (
    <ProductDetailView
      id={id}
      back={{ title: back.title, href: back.getHref() }}
      manageHref={paths.participants.productPublish.getHref}
      actions={(item) => {
        const target = { id: item.id, name: item.name, kind: 'product' } as const;
        return (
          <div className="detail-actions">
            <CooperationRequestButton
              item={target}
              contact={user}
              sentHref={paths.participants.cooperation.getHref('sent')}
            />
            <ReportButton item={target} />
          </div>
        );
      }}
    />
  );
};
