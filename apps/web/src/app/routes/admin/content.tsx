import { EDITORIAL_KINDS, type EditorialKind } from '@rrsp/contract';
import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useAccess } from '../../../features/auth/hooks/use-access.ts';
import { EditorialList } from '../../../features/editorial/components/editorial-list.tsx';
import { ContentPage } from '../../components/content-page.tsx';

const kindOf = (value: string | null): EditorialKind | undefined =>
  (EDITORIAL_KINDS as readonly string[]).includes(value ?? '') ? (value as EditorialKind) : undefined;

export const newItemHref = (kind: EditorialKind) => `${paths.admin.contentEdit.path}?kind=${kind}`;

/** 内容管理 (内容编辑, 内容审核): the news, solutions and cases of the portal in every state. */
export const EditorialListRoute = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const access = useAccess();
  return (
    <ContentPage
      title={paths.admin.content.title}
      intro="资讯、解决方案与合作案例由内容编辑撰写并提交，经其他内容审核人员发布或定时发布后显示在门户上。每次保存都留有版本，可比较、可恢复。"
    >
      <EditorialList
        kind={kindOf(searchParams.get('kind'))}
        onKind={(kind) => setSearchParams(kind ? { kind } : {}, { replace: true })}
        canWrite={access.operatorRoles.has('contentEditor')}
        hrefOf={(id) => paths.admin.contentEdit.getHref(id)}
        newHrefOf={newItemHref}
        kindHrefOf={(kind) => (kind ? `${paths.admin.content.path}?kind=${kind}` : paths.admin.content.path)}
      />
    </ContentPage>
  );
};
