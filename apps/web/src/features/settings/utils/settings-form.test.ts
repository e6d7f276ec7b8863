import { describe, expect, it } from 'vitest';
import { changedLabels, newBannerSlide, newPartner, settingIssueText } from './settings-form.ts';

describe('settings form helpers', () => {
  it('gives a new slide an illustration no slide uses yet', () => {
    expect(newBannerSlide([]).art).toBe('terraces');
    const tea = { ...newBannerSlide([]), art: 'tea' as const };
    const terraces = { ...newBannerSlide([]), art: 'terraces' as const };
    expect(newBannerSlide([terraces, tea]).art).toBe('logistics');
  });

  it('gives a new partner a free code, and none when all three are taken', () => {
    const first = newPartner([]);
    expect(first?.code).toBe('gz-mall');
    const second = newPartner(first ? [first] : []);
    expect(second?.code).toBe('merchant-tool');
    const third = newPartner([first, second].filter((partner) => partner !== null));
    expect(newPartner([first, second, third].filter((partner) => partner !== null))).toBeNull();
  });

  it('names what a version changed', () => {
    expect(changedLabels(['platformName', 'icpRecord'])).toBe('平台名称、ICP 备案号');
    expect(changedLabels([])).toBe('初始设置');
  });
});

describe('settingIssueText', () => {
  it('names a refused field by its section and position', () => {
    expect(
      settingIssueText({ field: 'settings.partnerPlatforms.0.appKey', message: 'appKey 至少 8 个字符' }),
    ).toBe('合作平台（第 1 项）：appKey 至少 8 个字符');
    expect(settingIssueText({ field: 'settings.hotline', message: '请填写服务热线' })).toBe(
      '服务热线：请填写服务热线',
    );
    expect(settingIssueText({ field: 'baseVersion', message: '版本号须为数字' })).toBe('版本号须为数字');
  });
});
