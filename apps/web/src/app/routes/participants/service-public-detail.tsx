import { ArrowLeftOutlined } from '@ant-design/icons';
import { missingItemTitle } from '@rrsp/contract';
import { Button, Skeleton } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { MissingItemResult } from '../../../components/content/detail-parts.tsx';
import { ShelfStatusTags } from '../../../components/shelf-status/shelf-status-tags.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { QueryBlock } from '../../../components/ui/query-block.tsx';
import { paths } from '../../../config/paths.ts';
import { useServicePublishDetail } from '../../../features/services/api/get-service-publish-detail.ts';
import { ServiceActionButtons } from '../../../features/services/components/service-action-buttons.tsx';
import { ServicePublicDetail } from '../../../features/services/components/service-public-detail.tsx';
import { serialiseMyServices } from '../../../features/services/utils/shelf-filters.ts';
import { isItemId, isNotFoundError } from '../../../lib/api-error.ts';
import { ContentPage } from '../../components/content-page.tsx';
import { useWorkArea } from '../use-work-area.ts';

/**
 * 我发布的服务 (one of them, both work areas): its states, reasons, changes against the shelf and log, with the
 * buttons its state allows; after a deletion, back to the list.
 */
export const ServicePublicDetailRoute = () => {
  const area = useWorkArea();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id');
  const valid = isItemId(id);
  const query = useServicePublishDetail(valid ? id : undefined);
  const detail = query.data;
  const myServices = `${paths[area].service.getHref()}?${serialiseMyServices({ tab: 'all', page: 1 })}`;
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(myServices)}>
      返回我发布的服务
    </Button>
  );

  if (!valid || isNotFoundError(query.error)) {
    return (
      <ContentPage title={missingItemTitle('服务')}>
        <Panel>
          <MissingItemResult
            reason="该服务可能已被删除，或链接不完整。请回到“我发布的服务”重新选择。"
            extra={back}
          />
        </Panel>
      </ContentPage>
    );
  }

  return (
    <ContentPage
      title={detail?.working.name ?? paths[area].servicePublicDetail.title}
      intro={detail ? <ShelfStatusTags status={detail} /> : undefined}
      actions={
        <>
          {back}
          {detail ? (
            <ServiceActionButtons
              actions={detail.actions}
              target={{ id: detail.id, name: detail.working.name }}
              area={area}
              variant="button"
              onDeleted={() => navigate(myServices, { replace: true })}
            />
          ) : null}
        </>
      }
    >
      <QueryBlock
        query={query}
        skeleton={<Skeleton active paragraph={{ rows: 12 }} />}
        emptyText="该服务暂时无法显示"
        errorTitle="服务加载失败"
      >
        {(data) => <ServicePublicDetail detail={data} area={area} />}
      </QueryBlock>
    </ContentPage>
  );
};
