import { Modal } from 'antd';

const TERMS = {
  service: {
    title: '用户服务协议',
    body: [
      '本平台由省级乡村振兴主管部门指导建设，为入驻主体、服务商与社会公众提供信息发布、产销对接与服务撮合。',
      '您应使用本人真实手机号注册，妥善保管账号与密码，不得出借、转让账号；账号下的操作视为本人操作。',
      '您发布的产品、服务和案例信息应真实、合法，平台将依法审核，对违规内容予以下架。',
      '如发现账号被盗用，请立即修改密码或通过“账号申诉”找回账号。',
    ],
  },
  privacy: {
    title: '隐私政策',
    body: [
      '我们仅收集提供服务所必需的信息：用户名、手机号、邮箱（选填）以及您在入驻时提交的主体资料。',
      '密码经不可逆加密后保存；登录、注册与改密时的敏感信息在传输中额外加密。',
      '未经您同意，我们不会向第三方提供您的个人信息，法律法规另有规定的除外。',
      '您可以在“账户设置”中查看和更正个人资料。',
    ],
  },
} as const;

export type TermsKind = keyof typeof TERMS;

interface TermsModalProps {
  /** The terms shown; none: the dialog is closed. */
  terms: TermsKind | undefined;
  onClose: () => void;
  /** 同意: ticks the sign-up form's box and closes. */
  onAgree: () => void;
}

/** 用户服务协议 or 隐私政策, opened from the sign-up form's links; 同意 ticks its box. */
export const TermsModal = ({ terms, onClose, onAgree }: TermsModalProps) => (
  <Modal
    open={terms !== undefined}
    title={terms ? TERMS[terms].title : ''}
    onCancel={onClose}
    onOk={onAgree}
    okText="同意"
    cancelText="关闭"
  >
    {terms ? TERMS[terms].body.map((line) => <p key={line}>{line}</p>) : null}
  </Modal>
);
