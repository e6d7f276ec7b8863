// @vitest-environment jsdom
import type { ServiceDraft, ServicePublishDetail, ServiceValues } from '@rrsp/contract';
import { describe, vi } from 'vitest';
import { renderWithApp, spiedMutation, typeInto } from '../../../lib/jsdom-test-support.tsx';
import { publishFormFixture } from '../../shelf/components/publish-form-test-support.tsx';
import { IMAGE } from '../../shelf/utils/listing-form-test-support.ts';

/**
 * The publish form in jsdom with a real antd Form and real mutations whose requests are spies: which calls 保存草稿
 * and 提交审核 make, in which order, and what a refusal shows.
 */

const { spies, itPublishesLikeTheShelf } = publishFormFixture<ServiceValues, ServiceDraft>({
  name: '稻田无人机植保',
  category: 'machinery',
  regionCode: '522634',
  regionName: '黔东南州雷山县',
  summary: '植保无人机飞防作业，覆盖雷山县各乡镇',
  description: '提供水稻、茶园的病虫害飞防作业。\n作业前免费勘察地块。',
  images: [IMAGE],
  priceMode: 'fixed',
  priceMin: 12,
  priceMax: null,
  unit: '亩',
  contactName: '杨秀英',
  contactMobile: '13800000001',
});

vi.mock('../api/save-service.ts', () => ({ useSaveService: spiedMutation(spies.saved) }));
vi.mock('../api/publish-service.ts', () => ({ usePublishService: spiedMutation(spies.published) }));
const { ServicePublishForm } = await import('./service-publish-form.tsx');

describe('the publish form', () => {
  itPublishesLikeTheShelf({
    render: (detail?: ServicePublishDetail) =>
      renderWithApp(
        <ServicePublishForm area="participants" detail={detail} tenantName="雷山县苗岭农机专业合作社" />,
        {
          router: detail ? `/participants/service/publish?id=${detail.id}` : '/',
        },
      ),
    type: (field, text) => typeInto(`#service_${field}`, text),
    name: { text: '冷库租赁', tooShort: '冷', tooShortSays: '服务名称至少 2 个字' },
    missingSays: [
      '请选择服务类别',
      '请填写服务简介',
      '请至少上传 1 张服务图片',
      '请填写联系人',
      '请填写联系电话',
    ],
    rejected: {
      reason: '服务图片与服务内容不符',
      saves: { name: '稻田无人机植保', imageFileIds: [IMAGE.fileId] },
    },
    listedEdit: {
      says: '审核通过前，服务中心仍展示原来已通过的版本',
      field: 'summary',
      text: '植保无人机飞防作业，覆盖雷山、台江两县',
    },
    refusal: {
      url: '/basics/pc/serviceCenter/saveOrUpdate',
      field: 'imageFileIds.0',
      message: '图片不存在或已失效，请重新上传',
    },
  });
});
