import type { CurrentUser } from '@rrsp/contract';

/** The signed-in user of the user-menu tests: a member of two tenants (the menu's switch lists both). */
export const TEA = {
  tenantId: '153b6490-f481-4610-a623-75243ccd969c',
  tenantName: '雷山县苗岭茶叶种植专业合作社',
};
export const TECH = {
  tenantId: '7b6d7670-9b87-4cfb-999e-2684e9b17f16',
  tenantName: '贵州黔农云数字科技有限公司',
};
export const USER: CurrentUser = {
  userId: '0b9c7c1e-3f5d-4c1a-9a47-2d6f1c0e8b11',
  username: 'cunmin',
  nickName: '村民 · 龙小平',
  mobile: null,
  email: null,
  emailVerified: false,
  avatarUrl: null,
  operatorRoles: [],
  tenants: [
    { ...TECH, roles: ['servant'], isAdmin: false },
    { ...TEA, roles: ['participant'], isAdmin: false },
  ],
};

/** The menu's button in the header. */
export const trigger = () => {
  const found = document.querySelector<HTMLButtonElement>('.user-menu__trigger');
  if (!found) throw new Error('no user menu');
  return found;
};

/** The menu's entry with this text, while the menu shows. */
export const shownItem = (text: string) =>
  [
    ...document.querySelectorAll<HTMLElement>('.ant-dropdown:not(.ant-dropdown-hidden) [role="menuitem"]'),
  ].find((item) => item.textContent === text);
