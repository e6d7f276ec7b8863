import { Skeleton } from 'antd';
import { Panel } from '../../../components/ui/panel.tsx';
import { paths } from '../../../config/paths.ts';
import { useAccess } from '../../../features/auth/hooks/use-access.ts';
import { MessageCentre } from '../../../features/messages/components/message-centre.tsx';
import { audienceOf } from '../../../features/messages/utils/message-kinds.ts';
import { ContentPage } from '../../components/content-page.tsx';
import { useWorkArea } from '../use-work-area.ts';

/** 消息中心 (both work areas): every message the user received, and how they want to be told (接收设置). */
export const MessagesRoute = () => {
  const area = useWorkArea();
  const access = useAccess();
  return (
    <ContentPage
      title={paths[area].messages.title}
      intro="审核结果、合作申请、成员变动和账号安全提醒都会通知到这里；可在接收设置中选择是否同时发送短信或邮件。"
    >
      {access.loading ? (
        <Panel aria-busy="true">
          <span className="visually-hidden">正在加载…</span>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Panel>
      ) : (
        <MessageCentre area={area} audience={audienceOf(access)} />
      )}
    </ContentPage>
  );
};
