import './about.css';
import {
  CustomerServiceOutlined,
  OrderedListOutlined,
  SolutionOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { FILE_KINDS, IMAGE_MAX_PIXELS_TEXT } from '@rrsp/contract';
import { Collapse } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { type ConfigState, ContactList, InfoCard, InfoLayout, InfoSection } from './info-parts.tsx';

/** Where the settlement application is filled in; sign-in and sign-up come back here. */
const SETTLE_HREF = paths.participants.settled.getHref();

const sections = [
  { id: 'guide-who', title: '谁可以入驻' },
  { id: 'guide-roles', title: '入驻身份' },
  { id: 'guide-materials', title: '准备材料' },
  { id: 'guide-steps', title: '办理流程' },
  { id: 'guide-review', title: '审核时限与结果' },
  { id: 'guide-faq', title: '常见问题' },
] as const;

type SectionId = (typeof sections)[number]['id'];
const titleOf = (id: SectionId) => sections.find((section) => section.id === id)?.title ?? '';

const entityTypes = [
  { name: '企业', text: '公司、企业法人及其分支机构' },
  { name: '农民专业合作社', text: '含农民专业合作社联合社' },
  { name: '家庭农场', text: '已在市场监管部门登记的家庭农场' },
  { name: '个体工商户', text: '从事农产品生产、加工、销售或涉农服务' },
];

/** The licence as the files service takes it (FILE_KINDS in the contract): its formats and largest size. */
const FORMAT_NAME: Readonly<Record<string, string>> = {
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'application/pdf': 'PDF',
};
const licenceFormats = FILE_KINDS.licence.mimes.map((mime) => FORMAT_NAME[mime] ?? mime);
/** 「JPG 或 PNG」 */
const LICENCE_FORMATS = `${licenceFormats.slice(0, -1).join('、')} 或 ${licenceFormats.at(-1)}`;
const LICENCE_MAX = `${FILE_KINDS.licence.maxBytes / (1024 * 1024)} MB`;

const materials: { name: string; requirement: string }[] = [
  {
    name: '统一社会信用代码',
    requirement:
      '营业执照上的 18 位代码，由数字和大写字母组成（不使用 I、O、Z、S、V），最后一位是校验码。填写时系统按国家标准（GB 32100）自动核验校验码，不一致会提示您核对；确认与执照一致仍可提交，由审核人员对照执照确认。',
  },
  {
    name: '主体名称和类型',
    requirement: '与营业执照上的名称完全一致，并选择企业、农民专业合作社、家庭农场或个体工商户。',
  },
  {
    name: '营业执照',
    requirement: `营业执照正本或副本的彩色照片或扫描件，${LICENCE_FORMATS} 格式，四角完整、文字清晰、无遮挡和反光，大小不超过 ${LICENCE_MAX}、像素不超过 ${IMAGE_MAX_PIXELS_TEXT}。`,
  },
  { name: '法定代表人', requirement: '与营业执照一致；个体工商户和家庭农场填写经营者姓名。' },
  {
    name: '联系人及手机号',
    requirement: '负责办理入驻的联系人姓名和常用手机号，审核中如需补充说明，运营人员会与其联系。',
  },
  { name: '所在地区', requirement: '依次选择市（州）、县（市、区）、乡镇（街道），精确到乡镇一级。' },
  { name: '详细地址', requirement: '村（社区）、组及门牌号等，与实际经营地址一致，便于服务商上门对接。' },
  {
    name: '经营范围',
    requirement: '可照营业执照填写，也可概括主营产品和业务，如“茶叶种植、加工与销售”。',
  },
];

const steps = [
  { title: '注册账号', description: '用本人手机号注册平台账号，已有账号可直接登录。' },
  { title: '登录后进入工作台', description: '点击页头的“工作台”，尚未入驻的账号会看到入驻提示。' },
  {
    title: '填写入驻申请',
    description: '在“主体入驻”页面选择入驻身份，填写主体信息、上传营业执照后提交。',
  },
  { title: '平台审核', description: '运营人员核对申请信息与营业执照是否一致。' },
  {
    title: '审核通过成为主体管理员',
    description: '提交申请的账号成为该主体的管理员，按入驻身份发布产品、服务和解决方案。',
  },
];

const faqs = [
  {
    key: 'fee',
    question: '入驻平台需要收费吗？',
    answer: '不收费。入驻申请、审核和平台提供的基础服务均免费，平台不会以任何名义向主体收取入驻费用。',
  },
  {
    key: 'credit-code',
    question: '统一社会信用代码提示“校验不通过”怎么办？',
    answer:
      '代码最后一位是按国家标准算出的校验码，提示不通过，通常是其中某一位输入有误。请对照营业执照逐位核对，特别留意数字 0 与字母 O、数字 1 与字母 I 的区别（代码中不会出现 I、O、Z、S、V）。',
  },
  {
    key: 'both-roles',
    question: '既种茶又提供技术服务，可以同时选择两种身份吗？',
    answer:
      '可以。填写申请时同时勾选“参与主体”和“服务商”即可，审核通过后两类功能都会开放，不需要分两次申请。',
  },
  {
    key: 'many-tenants',
    question: '一个账号可以管理多个主体吗？',
    answer:
      '可以。同一账号可分别为多个主体提交入驻申请，审核通过后，在页头用户菜单的“切换主体”中选择当前办理业务的主体。',
  },
  {
    key: 'licence-upload',
    question: '营业执照上传不成功怎么办？',
    answer: `请确认文件是 ${LICENCE_FORMATS} 格式、不超过 ${LICENCE_MAX}。手机拍摄时把执照平放在光线均匀处，避免反光和手指遮挡；照片过大可裁去执照以外的部分后再上传。`,
  },
  {
    key: 'no-licence',
    question: '还没有营业执照的农户能入驻吗？',
    answer:
      '平台入驻面向依法登记的经营主体。暂未办理营业执照的农户，可以加入当地农民专业合作社，或到所在县（市、区）市场监管部门办理个体工商户、家庭农场登记后再申请；不入驻也可以随时浏览平台的资讯、方案和案例。',
  },
];

/** The call to action at the end: sign up (or in) and come back to the application, or go straight to it. */
const GuideAction = ({ signedIn }: { signedIn: boolean }) => (
  <section className="info-cta" aria-labelledby="guide-action-title">
    <div>
      <h2 id="guide-action-title" className="info-cta__title">
        材料备齐了？现在就可以申请
      </h2>
      <p className="info-cta__text">
        {signedIn
          ? '在工作台“主体入驻”页面填写申请，大约需要 10 分钟。'
          : '先注册平台账号，登录后按提示填写入驻申请，大约需要 10 分钟。'}
      </p>
    </div>
    <div className="info-cta__actions">
      {signedIn ? (
        <Link to={SETTLE_HREF} className="link-button link-button--large link-button--primary">
          申请入驻
        </Link>
      ) : (
        <>
          <Link
            to={paths.entry.signUp.getHref(SETTLE_HREF)}
            className="link-button link-button--large link-button--primary"
          >
            注册
          </Link>
          <Link
            to={paths.entry.signIn.getHref(SETTLE_HREF)}
            className="link-button link-button--large link-button--ghost"
          >
            登录
          </Link>
        </>
      )}
    </div>
  </section>
);

/**
 * 入驻指南: who may settle, as what, with which materials, the steps, the review and its outcome, common questions,
 * and a way to start.
 */
export const SettlementGuide = ({ signedIn, config, loading }: ConfigState & { signedIn: boolean }) => (
  <InfoLayout
    asideLabel="本页目录与咨询"
    main={
      <>
        {/* The steps at a glance; screen readers read them once, in the numbered list of 办理流程. */}
        <ol className="guide-flow" aria-hidden="true">
          {steps.map((step, index) => (
            <li key={step.title}>
              <span className="guide-flow__number">{index + 1}</span>
              <span className="guide-flow__title">{step.title}</span>
            </li>
          ))}
        </ol>

        <InfoSection id="guide-who" title={titleOf('guide-who')}>
          <p>在贵州省内依法登记、持有有效营业执照、经营状态正常的以下四类主体，均可申请入驻：</p>
          <ul className="entity-list">
            {entityTypes.map((entity) => (
              <li key={entity.name}>
                <strong>{entity.name}</strong>
                <span>{entity.text}</span>
              </li>
            ))}
          </ul>
        </InfoSection>

        <InfoSection id="guide-roles" title={titleOf('guide-roles')}>
          <p>申请时选择入驻身份，决定入驻后在平台上能做什么：</p>
          <ul className="info-grid info-grid--two" aria-label="入驻身份">
            <li className="info-tile">
              <span className="info-tile__icon" aria-hidden="true">
                <TeamOutlined />
              </span>
              <div>
                <h3 className="info-tile__title">参与主体</h3>
                <p className="info-tile__text">
                  从事农产品生产、加工、销售的经营主体。可发布和管理产品，查找解决方案，向服务商发起合作，查看本主体的数据中心。
                </p>
              </div>
            </li>
            <li className="info-tile">
              <span className="info-tile__icon info-tile__icon--gold" aria-hidden="true">
                <SolutionOutlined />
              </span>
              <div>
                <h3 className="info-tile__title">服务商</h3>
                <p className="info-tile__text">
                  为乡村产业提供技术、农资农机、物流、金融、营销等服务的机构。可在服务中心发布服务、发布解决方案，承接合作需求。
                </p>
              </div>
            </li>
          </ul>
          <p className="info-note">既经营产业又对外提供服务的主体，可以同时选择两种身份，一次申请即可。</p>
        </InfoSection>

        <InfoSection id="guide-materials" title={titleOf('guide-materials')}>
          <p>以下信息在申请页面逐项填写，建议提前备好营业执照原件或清晰照片：</p>
          <table className="materials-table">
            <thead>
              <tr>
                <th scope="col">材料或信息</th>
                <th scope="col">要求</th>
              </tr>
            </thead>
            <tbody>
              {materials.map((item) => (
                <tr key={item.name}>
                  <th scope="row">{item.name}</th>
                  <td>{item.requirement}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </InfoSection>

        <InfoSection id="guide-steps" title={titleOf('guide-steps')}>
          <ol className="step-list">
            {steps.map((step, index) => (
              <li key={step.title}>
                <span className="step-list__number" aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <h3 className="step-list__title">{step.title}</h3>
                  <p className="step-list__text">{step.description}</p>
                </div>
              </li>
            ))}
          </ol>
        </InfoSection>

        <InfoSection id="guide-review" title={titleOf('guide-review')}>
          <p>
            平台在收到申请后 <strong>3 个工作日</strong>
            内完成审核，遇法定节假日顺延。审核进度和结果可随时在工作台“主体入驻”页面查看。
          </p>
          <p>
            未通过审核时，审核意见会逐项标注在需要修改的填写项旁，写明原因，例如“营业执照照片不清晰”“主体名称与营业执照不一致”。按意见修改后直接重新提交即可，其他信息无需重填；重新提交后审核时限重新计算。
          </p>
        </InfoSection>

        <InfoSection id="guide-faq" title={titleOf('guide-faq')}>
          <Collapse
            className="faq"
            items={faqs.map((faq) => ({
              key: faq.key,
              label: faq.question,
              children: <p className="faq__answer">{faq.answer}</p>,
            }))}
          />
        </InfoSection>

        <GuideAction signedIn={signedIn} />
      </>
    }
    aside={
      <>
        <InfoCard
          id="guide-toc-title"
          icon={<OrderedListOutlined aria-hidden="true" />}
          title="本页目录"
          besideOnly
        >
          <ol className="info-toc">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </InfoCard>
        <InfoCard
          id="guide-help-title"
          icon={<CustomerServiceOutlined aria-hidden="true" />}
          title="入驻咨询"
        >
          <p className="info-card__text">对入驻条件或材料有疑问，可拨打服务热线咨询。</p>
          <ContactList config={config} loading={loading} brief />
        </InfoCard>
      </>
    }
  />
);
