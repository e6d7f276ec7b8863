import { paths } from '../../../config/paths.ts';
import { AuditTrail } from '../../../features/audit-trail/components/audit-trail.tsx';
import { ContentPage } from '../../components/content-page.tsx';

/** 审计日志: every operator decision on the record (超级管理员). */
export const AuditTrailRoute = () => (
  <ContentPage
    title={paths.admin.audit.title}
    intro="运营人员的每一次决定都在这里留有记录：谁、何时、对什么、改了哪些内容。记录只能查询，不能修改或删除。"
  >
    <AuditTrail />
  </ContentPage>
);
