import { SETTLEMENT_FIELD_LABELS, TENANT_ROLES, type TenantRole } from '@rrsp/contract';
import { Checkbox, Form } from 'antd';
import { ROLE_NAME } from '../../../lib/access.ts';
import type { FieldHint } from './field-hint.ts';
import { LicenceUpload, type StoredLicence } from './licence-upload.tsx';

const ROLE_TEXT: Record<TenantRole, string> = {
  participant: '合作社、企业、家庭农场等生产经营主体：发布产品，对接服务商、解决方案和销售渠道。',
  servant: '提供技术、物流、金融、数字化等服务：发布服务和解决方案，为参与主体提供服务。',
};

/** Step 3, 营业执照与入驻角色: the licence photo and what the entity will do on the platform (one role or both). */
export const LicenceRoleFields = ({
  hint,
  stored,
  onUploaded,
}: {
  hint: FieldHint;
  stored: StoredLicence | null | undefined;
  onUploaded: (file: { fileId: string; name: string }) => void;
}) => (
  <>
    <Form.Item
      label={SETTLEMENT_FIELD_LABELS.licenceFileId}
      name="licenceFileId"
      rules={[{ required: true, message: '请上传营业执照' }]}
      {...hint('licenceFileId')}
    >
      <LicenceUpload stored={stored} onUploaded={onUploaded} />
    </Form.Item>
    <Form.Item
      label={SETTLEMENT_FIELD_LABELS.roles}
      name="roles"
      required
      extra="可同时选择两种角色，审核通过后两种角色的功能都可使用"
      rules={[
        {
          validator: async (_rule, value: unknown) => {
            if (!Array.isArray(value) || value.length === 0) throw new Error('请至少选择一个入驻角色');
          },
        },
      ]}
      {...hint('roles')}
    >
      <Checkbox.Group className="role-choices">
        {TENANT_ROLES.map((role) => (
          <Checkbox key={role} value={role} className="role-choice">
            <span className="role-choice__name">{ROLE_NAME[role]}</span>
            <span className="role-choice__text">{ROLE_TEXT[role]}</span>
          </Checkbox>
        ))}
      </Checkbox.Group>
    </Form.Item>
  </>
);
