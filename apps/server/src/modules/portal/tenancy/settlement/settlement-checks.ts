import { type CheckResult, FILE_KINDS, isValidCreditCode } from '@rrsp/contract';
import type { FileService } from '../../../../platform/files/file-service.ts';
import { imageSize } from '../../../../platform/files/watermark.ts';
import type { Memberships } from '../../../../platform/identity/memberships.ts';
import type { TenantRepository } from '../../../../platform/identity/tenants.ts';
import type { RegionDirectory } from '../../../../platform/regions/region-directory.ts';
import type { SettlementRepository } from './settlement-repository.ts';
import type { SettlementApplicationRow } from './tables.ts';

/** A licence photo smaller than this cannot be read; larger than the upload limit it could not have been uploaded. */
export const LICENCE_MIN_SHORT_SIDE = 400;
export const LICENCE_MIN_LONG_SIDE = 600;

/**
 * The automatic checks shown beside an application (issue 9): the operator sees them, the operator decides. A failed
 * check digit only warns, since some codes assigned early fail it.
 */
export const createSettlementChecks = (deps: {
  applications: SettlementRepository;
  tenants: TenantRepository;
  memberships: Memberships;
  files: FileService;
  regions: RegionDirectory;
}) => {
  const checkDigit = (code: string | null): CheckResult => {
    const base = { id: 'creditCodeCheckDigit' as const, label: '信用代码校验位（GB 32100）' };
    if (!code) return { ...base, outcome: 'fail', detail: '未填写统一社会信用代码' };
    return isValidCreditCode(code)
      ? { ...base, outcome: 'pass', detail: '校验位正确' }
      : {
          ...base,
          outcome: 'warn',
          detail: '校验位与编码不符。早期赋码的部分代码如此，请对照营业执照人工核对',
        };
  };

  const uniqueness = async (row: SettlementApplicationRow): Promise<CheckResult> => {
    const base = { id: 'creditCodeUnique' as const, label: '信用代码未被占用' };
    if (!row.creditCode) return { ...base, outcome: 'fail', detail: '未填写统一社会信用代码' };
    const settled = await deps.tenants.byCreditCode(row.creditCode);
    if (settled && settled.id !== row.tenantId) {
      if (await deps.memberships.isAdminOf(settled.id, row.applicantUserId)) {
        return {
          ...base,
          outcome: 'warn',
          detail: `申请人已是「${settled.name}」的管理员：通过后将为该主体增加所申请的角色`,
        };
      }
      return {
        ...base,
        outcome: 'fail',
        detail: `该代码已由「${settled.name}」入驻，申请人不是其管理员。如属同一主体，请驳回并告知联系该主体管理员邀请加入`,
      };
    }
    const pending = await deps.applications.waitingWithCode(row.creditCode, row.id);
    if (pending > 0) {
      return { ...base, outcome: 'warn', detail: `另有 ${pending} 份使用同一代码的申请待审核` };
    }
    return { ...base, outcome: 'pass', detail: '没有已入驻或待审核的同一代码' };
  };

  const region = async (code: string | null): Promise<CheckResult> => {
    const base = { id: 'regionExists' as const, label: '所在地区在行政区划表中' };
    const chain = code ? await deps.regions.chain(code) : [];
    const found = chain.at(-1);
    if (!code || found?.code !== code)
      return { ...base, outcome: 'fail', detail: `地区编码 ${code ?? '（空）'} 不存在` };
    return { ...base, outcome: 'pass', detail: chain.map((division) => division.name).join(' / ') };
  };

  const licence = async (fileId: string | null): Promise<CheckResult> => {
    const base = { id: 'licenceImage' as const, label: '营业执照为清晰的图片' };
    const file = fileId ? await deps.files.byId(fileId) : null;
    if (!file) return { ...base, outcome: 'fail', detail: '未上传营业执照，或文件已被删除' };
    if (file.kind !== 'licence' || !(FILE_KINDS.licence.mimes as readonly string[]).includes(file.mime)) {
      return { ...base, outcome: 'fail', detail: `文件类型 ${file.mime} 不是营业执照图片` };
    }
    const bytes = await deps.files.readBytes(file);
    const size = bytes ? await imageSize(bytes) : null;
    if (!size) return { ...base, outcome: 'fail', detail: '文件无法作为图片打开' };
    const kib = Math.round(file.size / 1024);
    const short = Math.min(size.width, size.height);
    const long = Math.max(size.width, size.height);
    if (short < LICENCE_MIN_SHORT_SIDE || long < LICENCE_MIN_LONG_SIDE) {
      return {
        ...base,
        outcome: 'warn',
        detail: `分辨率偏低（${size.width}×${size.height} 像素，${kib} KB），文字可能看不清`,
      };
    }
    return { ...base, outcome: 'pass', detail: `${size.width}×${size.height} 像素，${kib} KB` };
  };

  return {
    async run(row: SettlementApplicationRow): Promise<CheckResult[]> {
      return [
        checkDigit(row.creditCode),
        await uniqueness(row),
        await region(row.regionCode),
        await licence(row.licenceFileId),
      ];
    },
  };
};
