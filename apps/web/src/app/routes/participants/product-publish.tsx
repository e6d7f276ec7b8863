import { ArrowLeftOutlined } from '@ant-design/icons';
import { missingItemTitle } from '@rrsp/contract';
import { Button, Skeleton } from 'antd';
import { Suspense, useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { LazyResult } from '../../../components/ui/lazy-result.tsx';
import { lazyPart } from '../../../components/ui/load-when-shown.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { paths } from '../../../config/paths.ts';
import { useAccess } from '../../../features/auth/hooks/use-access.ts';
import { useProductPublishDetail } from '../../../features/products/api/get-product-publish-detail.ts';
import {
  LazyProductPublishForm,
  loadProductEditParts,
  loadProductPublishForm,
} from '../../../features/products/components/lazy-product-publish-form.tsx';
import { isItemId, isNotFoundError } from '../../../lib/api-error.ts';
import { publishFormKeyOf } from '../../../lib/publish-session.ts';
import { withRetryHint } from '../../../lib/retry-hint.ts';
import { ContentPage } from '../../components/content-page.tsx';

// the not-found state's parts load when it is shown (its picture, antd's Result, is lazy already)
const MissingItemResult = lazyPart(
  async () => (await import('../../../components/content/detail-parts.tsx')).MissingItemResult,
);

const ProductEditStatus = lazyPart(async () => (await loadProductEditParts()).ProductEditStatus);
const ProductEditActions = lazyPart(async () => (await loadProductEditParts()).ProductEditActions);
const ProductEditLog = lazyPart(async () => (await loadProductEditParts()).ProductEditLog);

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
  // an item to change waits for the form's code: it loads beside the item (a new item's form has a stand-in)
  useEffect(() => {
    if (valid) void loadProductPublishForm().catch(() => undefined);
  }, [valid]);
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
        <Panel>
          <Suspense fallback={null}>
            <MissingItemResult
              reason="该产品可能已被删除，或链接不完整。请回到产品中心重新选择。"
              extra={back}
            />
          </Suspense>
        </Panel>
      </ContentPage>
    );
  }

  const editing = formKey.startsWith('edit:');
  const body = () => {
    if (!valid) return <LazyProductPublishForm key={formKey} tenantName={access.tenant?.tenantName} />;
    // once the product is known, the form stays, even while (or after failing) to read it again
    if (detail) {
      return (
        <>
          <LazyProductPublishForm key={formKey} detail={detail} tenantName={access.tenant?.tenantName} />
          <Suspense fallback={null}>
            <ProductEditLog id={detail.id} />
          </Suspense>
        </>
      );
    }
    if (query.isError) {
      return (
        <Panel>
          <LazyResult
            status="warning"
            title="产品内容加载失败"
            subTitle={withRetryHint(query.error.message)}
            extra={
              <Button type="primary" loading={query.isFetching} onClick={() => void query.refetch()}>
                重试
              </Button>
            }
          />
        </Panel>
      );
    }
    return <Skeleton active paragraph={{ rows: 14 }} />;
  };

  return (
    <ContentPage
      title={editing ? '编辑产品' : paths.participants.productPublish.title}
      intro={
        detail ? (
          <Suspense fallback={null}>
            <ProductEditStatus detail={detail} />
          </Suspense>
        ) : (
          '填写产品信息并上传图片，可先保存草稿；提交审核后由平台审核，通过后即上架展示。已上架的产品修改后须重新审核，审核通过前平台仍展示原来的版本。'
        )
      }
      actions={
        <>
          {back}
          {detail ? (
            <Suspense fallback={null}>
              <ProductEditActions detail={detail} onDeleted={() => navigate(myProducts, { replace: true })} />
            </Suspense>
          ) : null}
        </>
      }
    >
      {body()}
    </ContentPage>
  );
};
