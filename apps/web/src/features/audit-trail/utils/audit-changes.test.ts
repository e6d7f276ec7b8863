import { describe, expect, it } from 'vitest';
import { fieldChangesOf } from './audit-changes.ts';

describe('fieldChangesOf', () => {
  it('names each changed field and its values in Chinese, leaving out what stayed alike', () => {
    expect(
      fieldChangesOf({
        objectType: 'settlementApplication',
        before: { status: 'submitted', tenantId: null, roles: ['participant'] },
        after: {
          status: 'approved',
          tenantId: '00000000-0000-4000-8000-000000000001',
          roles: ['participant'],
        },
      }),
    ).toEqual([
      { field: '申请状态', before: '待审核', after: '已通过' },
      { field: '入驻主体', before: '未建立', after: '已建立' },
    ]);
  });

  it('spells out field reasons, report outcomes and shelf states', () => {
    expect(
      fieldChangesOf({
        objectType: 'settlementApplication',
        before: { fieldReasons: {} },
        after: { fieldReasons: { address: '与执照不一致' } },
      }),
    ).toEqual([{ field: '需修改的字段', before: '—', after: '详细地址：与执照不一致' }]);
    expect(
      fieldChangesOf({
        objectType: 'report',
        before: { state: 'open' },
        after: { state: 'handled', outcome: 'offShelf', settledReports: ['a', 'b'] },
      }),
    ).toEqual([
      { field: '举报状态', before: '待处理', after: '已处理' },
      { field: '处理结果', before: '—', after: '已下架' },
      { field: '一并结案的举报', before: '—', after: '2 条' },
    ]);
    expect(
      fieldChangesOf({
        objectType: 'service',
        before: { audit: 'approved', shelf: 'on' },
        after: { audit: 'approved', shelf: 'off' },
      }),
    ).toEqual([{ field: '上架状态', before: '已上架', after: '已下架' }]);
  });

  it('names an operator’s roles', () => {
    expect(
      fieldChangesOf({
        objectType: 'user',
        before: { roles: [] },
        after: { roles: ['marketReviewer', 'accountManager'] },
      }),
    ).toEqual([{ field: '角色', before: '—', after: '入驻与上架审核、账号管理' }]);
  });

  it('names an account’s status and the sessions a freeze ended', () => {
    expect(
      fieldChangesOf({
        objectType: 'user',
        before: { status: 'active' },
        after: { status: 'frozen', endedSessions: 2 },
      }),
    ).toEqual([
      { field: '账号状态', before: '正常', after: '已冻结' },
      { field: '结束的登录', before: '—', after: '2 个' },
    ]);
  });

  it('names an appeal’s decision, and the mobile an approval rebound', () => {
    expect(
      fieldChangesOf({ objectType: 'appeal', before: { status: 'pending' }, after: { status: 'rejected' } }),
    ).toEqual([{ field: '申诉状态', before: '待审核', after: '已驳回' }]);
    expect(
      fieldChangesOf({
        objectType: 'user',
        before: { mobile: '138****0001' },
        after: { mobile: '139****0002', endedSessions: 1 },
      }),
    ).toEqual([
      { field: '绑定手机号', before: '138****0001', after: '139****0002' },
      { field: '结束的登录', before: '—', after: '1 个' },
    ]);
  });

  it('names the platform settings’ fields, and the links, slides and partners by what names them', () => {
    expect(
      fieldChangesOf({
        objectType: 'platformSettings',
        before: {
          platformName: '乡村振兴服务平台',
          footerLinks: [],
          partnerPlatforms: [{ name: '贵州商城', url: 'https://a.example/cb', appKey: 'old-key-1' }],
        },
        after: {
          platformName: '黔乡振兴服务平台',
          footerLinks: [{ title: '省政府', url: 'https://www.guizhou.gov.cn' }],
          partnerPlatforms: [{ name: '贵州商城', url: 'https://a.example/cb', appKey: 'new-key-2' }],
        },
      }),
    ).toEqual([
      { field: '平台名称', before: '乡村振兴服务平台', after: '黔乡振兴服务平台' },
      { field: '页脚链接', before: '—', after: '省政府（https://www.guizhou.gov.cn）' },
      {
        field: '合作平台',
        before: '贵州商城（https://a.example/cb，appKey old-key-1）',
        after: '贵州商城（https://a.example/cb，appKey new-key-2）',
      },
    ]);
  });

  it('names a content item’s state, versions and the fields a save changed', () => {
    expect(
      fieldChangesOf({
        objectType: 'news',
        before: { contentState: 'pending', publishedVersion: null },
        after: { contentState: 'published', publishedVersion: 3 },
      }),
    ).toEqual([
      { field: '内容状态', before: '待审核', after: '已发布' },
      { field: '门户上的版本', before: '未发布', after: '第 3 版' },
    ]);
    expect(
      fieldChangesOf({
        objectType: 'case',
        before: { version: 1, title: '旧标题', category: 'work' },
        after: { version: 2, title: '新标题', category: 'policy' },
      }),
    ).toEqual([
      { field: '版本', before: '第 1 版', after: '第 2 版' },
      { field: '标题', before: '旧标题', after: '新标题' },
      { field: '分类', before: '工作动态', after: '政策解读' },
    ]);
  });

  it('leaves out what a new item records empty or as its default, since nothing changed there', () => {
    expect(
      fieldChangesOf({
        objectType: 'news',
        before: null,
        after: { title: '新资讯', coverUrl: null, publishedAt: null },
      }),
    ).toEqual([{ field: '标题', before: '—', after: '新资讯' }]);
  });

  it('shows a field it does not know as recorded, and a new object as having no before', () => {
    expect(fieldChangesOf({ objectType: 'user', before: null, after: { hotline: '0851-1234567' } })).toEqual([
      { field: 'hotline', before: '—', after: '0851-1234567' },
    ]);
  });
});
