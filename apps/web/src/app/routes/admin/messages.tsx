import { Skeleton } from 'antd';
import { Panel } from '../../../components/ui/panel.tsx';
import { paths } from '../../../config/paths.ts';
import { useAccess } from '../../../features/auth/hooks/use-access.ts';
import { MessageCentre } from '../../../features/messages/components/message-centre.tsx';
import { audienceOf } from '../../../features/messages/utils/message-kinds.ts';
import { ContentPage } from '../../components/content-page.tsx';

/** 消息中心 of the operator console: reminders of waiting reviews and security notices. */
export const AdminMessagesRoute = () => {
  const access = useAccess();
  return (
    <ContentPage
      title={paths.admin.messages.title}
      intro="待处理的审核事项和账号安全提醒都会通知到这里；可在接收设置中选择是否同时发送邮件。"
    >
      {access.loading ? (
        <Panel aria-busy="true">
          <span className="visually-hidden">正在加载…</span>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Panel>
      ) : (
        <MessageCentre area="admin" audience={audienceOf(access)} />
      )}
    </ContentPage>
  );
};
