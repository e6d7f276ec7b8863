import { ArrowLeftOutlined } from '@ant-design/icons';
import { missingItemTitle } from '@rrsp/contract';
import { Button, Card, Result, Skeleton } from 'antd';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { MissingItemResult } from '../../../components/content/detail-parts.tsx';
import { ShelfStatusTags } from '../../../components/shelf-status/shelf-status-tags.tsx';
import { paths } from '../../../config/paths.ts';
import { useAccess } from '../../../features/auth/hooks/use-access.ts';
import { useProductPublishDetail } from '../../../features/products/api/get-product-publish-detail.ts';
import { ProductActionButtons } from '../../../features/products/components/product-action-buttons.tsx';
import { ProductLogCard } from '../../../features/products/components/product-log-card.tsx';
import { ProductPublishForm } from '../../../features/products/components/product-publish-form.tsx';
import { isItemId, isNotFoundError } from '../../../lib/api-error.ts';
import { publishFormKeyOf } from '../../../lib/publish-session.ts';
import { withRetryHint } from '../../../lib/retry-hint.ts';
import { ContentPage } from '../../components/content-page.tsx';

/**
 * 发布产品: a new product, or with `?id=` one of the tenant's products to change, its working version filled in,
 * its states and the buttons they allow above it and its log below. A new product keeps its form when its first save
 * puts the id in the address.
 */
export const ProductPublishRoute = () => {
  const access = useAccess();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id');
  const valid = isItemId(id);
  const query = useProductPublishDetail(valid ? id : undefined);
  const detail = query.data;
  const formKey = publishFormKeyOf(valid ? id : undefined, location);
  const myProducts = paths.participants.product.getHref();
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(myProducts)}>
      返回产品中心
    </Button>
  );

  if ((id !== null && !valid) || isNotFoundError(query.error)) {
    return (
      <ContentPage title={missingItemTitle('产品')}>
        <Card>
          <MissingItemResult
            reason="该产品可能已被删除，或链接不完整。请回到产品中心重新选择。"
            extra={back}
          />
        </Card>
      </ContentPage>
    );
  }

  const editing = formKey.startsWith('edit:');
  const body = () => {
    if (!valid) return <ProductPublishForm key={formKey} tenantName={access.tenant?.tenantName} />;
    // once the product is known, the form stays, even while (or after failing) to read it again
    if (detail) {
      return (
        <>
          <ProductPublishForm key={formKey} detail={detail} tenantName={access.tenant?.tenantName} />
          <div className="product-publish__log">
            <ProductLogCard id={detail.id} />
          </div>
        </>
      );
    }
    if (query.isError) {
      return (
        <Card>
          <Result
            status="warning"
            title="产品内容加载失败"
            subTitle={withRetryHint(query.error.message)}
            extra={
              <Button type="primary" loading={query.isFetching} onClick={() => void query.refetch()}>
                重试
              </Button>
            }
          />
        </Card>
      );
    }
    return <Skeleton active paragraph={{ rows: 14 }} />;
  };

  return (
    <ContentPage
      title={editing ? '编辑产品' : paths.participants.productPublish.title}
      intro={
        detail ? (
          <span className="product-publish__status">
            当前状态：
            <ShelfStatusTags status={detail} />
          </span>
        ) : (
          '填写产品信息并上传图片，可先保存草稿；提交审核后由平台审核，通过后即上架展示。已上架的产品修改后须重新审核，审核通过前平台仍展示原来的版本。'
        )
      }
      actions={
        <>
          {back}
          {detail ? (
            <ProductActionButtons
              actions={detail.actions.filter((action) => action !== 'save' && action !== 'publish')}
              target={{ id: detail.id, name: detail.working.name }}
              variant="button"
              onDeleted={() => navigate(myProducts, { replace: true })}
            />
          ) : null}
        </>
      }
    >
      {body()}
    </ContentPage>
  );
};
