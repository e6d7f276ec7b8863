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
import { useServicePublishDetail } from '../../../features/services/api/get-service-publish-detail.ts';
import {
  LazyServicePublishForm,
  loadServicePublishForm,
} from '../../../features/services/components/lazy-service-publish-form.tsx';
import { myServicesHrefOf } from '../../../features/services/utils/publish-links.ts';
import { isItemId, isNotFoundError } from '../../../lib/api-error.ts';
import { publishFormKeyOf } from '../../../lib/publish-session.ts';
import { withRetryHint } from '../../../lib/retry-hint.ts';
import { ContentPage } from '../../components/content-page.tsx';
import { useWorkArea } from '../use-work-area.ts';

// the not-found state's parts load when it is shown (its picture, antd's Result, is lazy already)
const MissingItemResult = lazyPart(
  async () => (await import('../../../components/content/detail-parts.tsx')).MissingItemResult,
);

/**
 * 发布服务 (both work areas): a new service, or with `?id=` one of the tenant's services to change, its working
 * version filled in. A new service keeps its form when its first save puts the id in the address.
 */
export const ServicePublishRoute = () => {
  const area = useWorkArea();
  const access = useAccess();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id');
  const valid = isItemId(id);
  // an item to change waits for the form's code: it loads beside the item (a new item's form has a stand-in)
  useEffect(() => {
    if (valid) void loadServicePublishForm().catch(() => undefined);
  }, [valid]);
  const query = useServicePublishDetail(valid ? id : undefined);
  const formKey = publishFormKeyOf(valid ? id : undefined, location);
  const myServices = myServicesHrefOf(area);
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(myServices)}>
      返回我发布的服务
    </Button>
  );

  if ((id !== null && !valid) || isNotFoundError(query.error)) {
    return (
      <ContentPage title={missingItemTitle('服务')}>
        <Panel>
          <Suspense fallback={null}>
            <MissingItemResult
              reason="该服务可能已被删除，或链接不完整。请回到“我发布的服务”重新选择。"
              extra={back}
            />
          </Suspense>
        </Panel>
      </ContentPage>
    );
  }

  const editing = formKey.startsWith('edit:');
  const body = () => {
    if (!valid)
      return <LazyServicePublishForm key={formKey} area={area} tenantName={access.tenant?.tenantName} />;
    // once the service is known, the form stays, even while (or after failing) to read it again
    if (query.data) {
      return (
        <LazyServicePublishForm
          key={formKey}
          area={area}
          detail={query.data}
          tenantName={access.tenant?.tenantName}
        />
      );
    }
    if (query.isError) {
      return (
        <Panel>
          <LazyResult
            status="warning"
            title="服务内容加载失败"
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
      title={editing ? '编辑服务' : paths[area].servicePublish.title}
      intro="填写服务内容并上传图片，可先保存草稿；提交审核后由平台审核，通过后即在服务中心展示。"
      actions={back}
    >
      {body()}
    </ContentPage>
  );
};
