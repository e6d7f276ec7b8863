/** What a page can fail to find: the item its link names. */
export type MissingItemNoun = '资讯' | '方案' | '案例' | '服务' | '产品' | '入驻申请' | '服务或产品';

/** The measure word Chinese puts between 这 and the noun: 这条资讯, 这项服务, 这份入驻申请. */
const MEASURE_WORD: Record<MissingItemNoun, string> = {
  资讯: '条',
  方案: '个',
  案例: '个',
  服务: '项',
  产品: '个',
  入驻申请: '份',
  服务或产品: '项',
};

/**
 * The one sentence a page says when the item of its link does not exist: its heading and the window's title, on
 * every detail, edit and review page of the app and on the page the server renders for crawlers alike.
 */
export const missingItemTitle = (noun: MissingItemNoun): string => `没有找到这${MEASURE_WORD[noun]}${noun}`;
