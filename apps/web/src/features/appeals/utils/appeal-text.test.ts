import { describe, expect, it } from 'vitest';
import { approvalText, waitedText } from './appeal-text.ts';

describe('申诉审核 words', () => {
  it('says how long an appeal has waited', () => {
    expect(waitedText((3 * 24 + 2) * 3600 + 125)).toBe('已等待 3 天 2 小时');
    expect(waitedText(5 * 3600 + 20 * 60)).toBe('已等待 5 小时 20 分钟');
    expect(waitedText(12)).toBe('刚刚提交');
    expect(waitedText(null)).toBe('—');
  });

  it('says before 通过 that the mobile is rebound and every session ends', () => {
    const text = approvalText({
      username: 'longxp',
      contactMobile: '139****0001',
      account: { mobile: '138****0002' },
    });
    expect(text).toContain('由 138****0002 改为申诉人的联系手机号 139****0001');
    expect(text).toContain('所有设备上的登录立即结束');
    expect(
      approvalText({ username: 'a', contactMobile: '139****0001', account: { mobile: null } }),
    ).toContain('绑定的手机号将改为');
  });
});
