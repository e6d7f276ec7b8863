import { Button, Descriptions } from 'antd';
import { StandInItem } from '../../../components/form/form-stand-in.tsx';
import { Input } from '../../../components/form/inputs.ts';
import { Panel } from '../../../components/ui/panel.tsx';
import { useFormStandIn } from '../../../hooks/use-form-stand-in.ts';
import type { ProfileFormProps } from './profile-form.tsx';

const loadProfileForm = async () => (await import('./profile-form.tsx')).ProfileForm;

/**
 * 基本资料: username (fixed), nickname and e-mail. The form is drawn by a stand-in until first pointed at, focused or
 * submitted, then by antd's Form (profile-form.tsx), which keeps what was typed (docs/decisions/034).
 */
export const ProfileCard = ({ user, onUserChanged }: Omit<ProfileFormProps, 'handOver'>) => {
  const { real, standInProps } = useFormStandIn('profile', loadProfileForm);
  return (
    <Panel title="基本资料" className="account-card">
      <Descriptions
        column={1}
        size="small"
        className="account-card__facts"
        items={[{ key: 'username', label: '用户名', children: user.username }]}
      />
      {real ? (
        <real.Form user={user} onUserChanged={onUserChanged} handOver={real.handOver} />
      ) : (
        <form aria-label="基本资料" className="form-stand-in" {...standInProps}>
          <StandInItem label="昵称" htmlFor="profile_nickName">
            <Input
              id="profile_nickName"
              aria-required="true"
              defaultValue={user.nickName}
              maxLength={30}
              showCount
              autoComplete="nickname"
            />
          </StandInItem>
          <StandInItem
            label="邮箱"
            htmlFor="profile_email"
            optional
            extra="保存后需验证，验证通过才能用于邮箱验证码登录；留空表示不绑定"
          >
            <Input
              id="profile_email"
              aria-describedby="profile_email_extra"
              defaultValue={user.email ?? ''}
              placeholder="name@example.com"
              autoComplete="email"
              inputMode="email"
              maxLength={254}
            />
          </StandInItem>
          <Button type="primary" htmlType="submit">
            保存资料
          </Button>
        </form>
      )}
    </Panel>
  );
};
