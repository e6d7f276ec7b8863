import { paths } from '../../../config/paths.ts';

/** The work areas with a message centre: the participants' and servants' workbenches and the operator console. */
export type MessageArea = 'participants' | 'servant' | 'admin';

/** The area's message centre; `preferences` opens its 接收设置 tab. */
export const centreHrefOf = (area: MessageArea, tab?: 'preferences'): string =>
  paths[area].messages.getHref(tab);

/** The area's 账户设置, where a mobile or an e-mail address is bound. */
export const accountHrefOf = (area: MessageArea): string => paths[area].account.getHref();

/**
 * Whether a message's link is a path of this portal, followed inside the app; anything else (a full address, a
 * protocol-relative one) is not offered as a link at all.
 */
export const isPortalPath = (link: string | null): link is string =>
  typeof link === 'string' && link.startsWith('/') && !link.startsWith('//');
