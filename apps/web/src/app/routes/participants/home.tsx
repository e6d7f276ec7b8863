import { AppstoreOutlined, BulbOutlined, CustomerServiceOutlined, ShopOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ComingSoon } from '../../../components/ui/coming-soon.tsx';
import { paths, type WorkArea } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../features/auth/api/get-current-user.ts';
import { ContentPage } from '../../components/content-page.tsx';

interface Shortcut {
  title: string;
  text: string;
  href: string;
  icon: ReactNode;
}

const shortcutsOf = (area: WorkArea): Shortcut[] => {
  const common: Shortcut[] = [
    {
      title: '发布服务',
      text: '发布新服务并提交审核',
      href: paths[area].servicePublish.getHref(),
      icon: <CustomerServiceOutlined />,
    },
    {
      title: '服务中心',
      text: '浏览与管理服务',
      href: paths[area].service.getHref(),
      icon: <AppstoreOutlined />,
    },
    {
      title: '解决方案',
      text: '查看各类解决方案',
      href: paths[area].solutions.getHref(),
      icon: <BulbOutlined />,
    },
  ];
  return area === 'participants'
    ? [
        ...common,
        {
          title: '产品中心',
          text: '浏览入驻主体的产品',
          href: paths.participants.product.getHref(),
          icon: <ShopOutlined />,
        },
      ]
    : common;
};

/** 工作台 of an area; the servant area shows the same screen with its own shortcuts. */
export const WorkbenchScreen = ({ area }: { area: WorkArea }) => {
  const { data: user } = useCurrentUser();
  const name = user?.nickName || user?.username;
  return (
    <ContentPage title={paths[area].home.title} intro={name ? `${name}，欢迎回来。` : '欢迎回来。'}>
      <nav aria-label="常用入口">
        <ul className="shortcut-grid">
          {shortcutsOf(area).map((item) => (
            <li key={item.title}>
              <Link to={item.href} className="shortcut">
                <span className="shortcut__icon" aria-hidden="true">
                  {item.icon}
                </span>
                <span className="shortcut__title">{item.title}</span>
                <span className="shortcut__text">{item.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ComingSoon
        heading="工作台概览"
        description="工作台将在各业务模块上线后在此汇总：主体入驻状态、我发布的服务与审核进度、收到的合作请求与待办事项。"
      />
    </ContentPage>
  );
};

export const ParticipantsHomeRoute = () => <WorkbenchScreen area="participants" />;
