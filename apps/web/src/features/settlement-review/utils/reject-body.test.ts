import { describe, expect, it } from 'vitest';
import { buildRejectBody, rejectBodyIssues } from './reject-body.ts';

const ID = '0b9c7c1e-3f5d-4c1a-9a47-2d6f1c0e8b11';

describe('the reject body', () => {
  it('keeps the reasons of the ticked fields, trimmed, in form order, and the remark', () => {
    const body = buildRejectBody(ID, {
      fields: ['licenceFileId', 'name'],
      reasons: { name: ' 与营业执照不一致 ', licenceFileId: '照片模糊，请重新拍摄' },
      remark: ' 请按意见修改后重新提交 ',
    });
    expect(body).toEqual({
      applicationId: ID,
      fieldReasons: { name: '与营业执照不一致', licenceFileId: '照片模糊，请重新拍摄' },
      remark: '请按意见修改后重新提交',
    });
    expect(Object.keys(body.fieldReasons ?? {})).toEqual(['name', 'licenceFileId']);
    expect(rejectBodyIssues(body)).toEqual([]);
  });

  it('leaves out reasons of fields no longer ticked, blank reasons and a blank remark', () => {
    const body = buildRejectBody(ID, {
      fields: ['address', 'contactMobile'],
      reasons: { address: '请填写到门牌号', contactMobile: '   ', name: '写过又取消了勾选' },
      remark: '  ',
    });
    expect(body).toEqual({ applicationId: ID, fieldReasons: { address: '请填写到门牌号' } });
  });

  it('accepts an overall remark alone', () => {
    const body = buildRejectBody(ID, { remark: '该主体已入驻，请勿重复申请' });
    expect(body.fieldReasons).toEqual({});
    expect(rejectBodyIssues(body)).toEqual([]);
  });

  it('asks for at least one reason, as the contract does', () => {
    const body = buildRejectBody(ID, { fields: ['name'], reasons: { name: ' ' } });
    expect(rejectBodyIssues(body)).toEqual([{ path: 'remark', message: '请至少写明一项驳回原因' }]);
  });

  it('reports a reason longer than the contract allows', () => {
    const body = buildRejectBody(ID, { fields: ['name'], reasons: { name: '长'.repeat(101) } });
    expect(rejectBodyIssues(body)).toEqual([{ path: 'fieldReasons.name', message: '原因最多 100 个字' }]);
  });
});
