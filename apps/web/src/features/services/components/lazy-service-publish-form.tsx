import { Skeleton } from 'antd';
import { useNavigate } from 'react-router';
import { ShelfPublishLoader } from '../../shelf/components/shelf-publish-stand-in.tsx';
import { SERVICE_PUBLISH_FACE } from '../utils/publish-face.ts';
import { myServicesHrefOf } from '../utils/publish-links.ts';
import { servicePreviewOf } from '../utils/service-preview.ts';
import { ServiceCard } from './service-card.tsx';
import type { ServicePublishFormProps } from './service-publish-form.tsx';

/** The form's code: antd's Form and its fields, the contract's rules (zod), the picture upload. */
export const loadServicePublishForm = async () =>
  (await import('./service-publish-form.tsx')).ServicePublishForm;

/**
 * 发布服务's form, whose code loads on first use (ShelfPublishLoader): a new service's form is drawn as it looks until
 * it is pointed at, focused or pressed; a service being changed waits for the code, loaded beside the service itself
 * (the route starts both).
 */
export const LazyServicePublishForm = (props: Omit<ServicePublishFormProps, 'handover'>) => {
  const navigate = useNavigate();
  return (
    <ShelfPublishLoader
      editing={props.detail !== undefined}
      face={SERVICE_PUBLISH_FACE}
      back={{ label: '返回我发布的服务', onClick: () => navigate(myServicesHrefOf(props.area)) }}
      preview={(values) => <ServiceCard item={servicePreviewOf(values, { tenantName: props.tenantName })} />}
      load={loadServicePublishForm}
      form={(Form, handover) => <Form {...props} handover={handover} />}
      loading={<Skeleton active paragraph={{ rows: 14 }} />}
    />
  );
};
