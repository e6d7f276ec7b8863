import { EDITORIAL_KIND_NAME, EDITORIAL_KINDS, type EditorialKind } from '@rrsp/contract';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../features/auth/api/get-current-user.ts';
import { useAccess } from '../../../features/auth/hooks/use-access.ts';
import { EditorialEditor } from '../../../features/editorial/components/editorial-editor.tsx';
import { isItemId } from '../../../lib/api-error.ts';
import { ContentPage } from '../../components/content-page.tsx';

/** 编辑内容: one news item, solution or case (`?id=`), or a new one of a kind (`?kind=`). */
export const EditorialEditRoute = () => {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const access = useAccess();
  const user = useCurrentUser();
  const id = searchParams.get('id');
  const kindParam = searchParams.get('kind');
  const newKind = (EDITORIAL_KINDS as readonly string[]).includes(kindParam ?? '')
    ? (kindParam as EditorialKind)
    : undefined;
  const title = isItemId(id)
    ? paths.admin.contentEdit.title
    : newKind
      ? `新建${EDITORIAL_KIND_NAME[newKind]}`
      : paths.admin.contentEdit.title;
  return (
    <ContentPage title={title}>
      <EditorialEditor
        id={isItemId(id) ? id : undefined}
        newKind={isItemId(id) ? undefined : newKind}
        viewer={{
          userId: user.data?.userId ?? '',
          canWrite: access.operatorRoles.has('contentEditor'),
          canReview: access.operatorRoles.has('contentReviewer'),
        }}
        backHref={paths.admin.content.getHref()}
        onCreated={(created) => navigate(paths.admin.contentEdit.getHref(created), { replace: true })}
      />
    </ContentPage>
  );
};
