import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  BANNER_ART_NAMES,
  BANNER_ARTS,
  PARTNER_PLATFORM_CODES,
  type PlatformSettings,
  type PlatformSettingsState,
} from '@rrsp/contract';
import { Button, Form, Space, Switch } from 'antd';
import {
  type ComponentProps,
  type ComponentType,
  Fragment,
  Suspense,
  useEffect,
  useRef,
  useState,
} from 'react';
import { BANNER_ART_IMAGES } from '../../../assets/banner-arts.ts';
import logoMark from '../../../assets/logo-mark.svg';
import { useFeedback } from '../../../components/feedback/feedback.tsx';
import type { EditConflictAlert as EditConflictAlertPart } from '../../../components/form/edit-conflict-alert.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { Input } from '../../../components/form/inputs.ts';
import { SelectField } from '../../../components/form/select-field.tsx';
import type { SelectFieldOption } from '../../../components/form/select-field-props.ts';
import { lazyPart } from '../../../components/ui/load-when-shown.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { type StandInHandOver, useStandInHandOver } from '../../../hooks/use-form-stand-in.ts';
import { useFormSubmit } from '../../../hooks/use-form-submit.ts';
import { useUnsavedChangesGuard } from '../../../hooks/use-unsaved-changes-guard.ts';
import { type ApiError, errorMessageOf, fieldIssuesOf } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { zodRule } from '../../../lib/zod-rule.ts';
import { useSavePlatformSettings } from '../api/save-platform-settings.ts';
import { newBannerSlide, newPartner, settingCheck, settingIssueText } from '../utils/settings-form.ts';
import { SETTINGS_FORM_PARTS } from '../utils/settings-form-parts.ts';
import { SettingsImageField } from './settings-image-field.tsx';

const PARTNER_NAMES: Record<(typeof PARTNER_PLATFORM_CODES)[number], string> = {
  'gz-mall': 'gz-mall（贵州商城）',
  'merchant-tool': 'merchant-tool（商家助手）',
  flavour: 'flavour（黔味平台）',
};
const PARTNER_OPTIONS: SelectFieldOption<string>[] = PARTNER_PLATFORM_CODES.map((code) => ({
  value: code,
  label: PARTNER_NAMES[code],
}));

/** A text field of the settings, checked by the contract's own rule. */
const TextItem = ({
  name,
  label,
  required = false,
  placeholder,
  extra,
}: {
  name: keyof PlatformSettings;
  label: string;
  required?: boolean;
  placeholder?: string;
  extra?: string;
}) => (
  <Form.Item
    name={name}
    label={label}
    extra={extra}
    rules={[
      ...(required ? [{ required: true, whitespace: true, message: `请填写${label}` }] : []),
      zodRule(settingCheck((shape) => shape[name])),
    ]}
  >
    <Input placeholder={placeholder} />
  </Form.Item>
);

const PARTNER_URL = settingCheck((shape) => shape.partnerPlatforms.element.shape.url);
const PARTNER_ID = settingCheck((shape) => shape.partnerPlatforms.element.shape.platformId);
const PARTNER_APP_KEY = settingCheck((shape) => shape.partnerPlatforms.element.shape.appKey);
const FOOTER_URL = settingCheck((shape) => shape.footerLinks.element.shape.url);
const LINK_TARGET = settingCheck((shape) => shape.bannerSlides.element.shape.links.element.shape.href);

// shown only after a save refused for another operator's save: loaded then, with antd's Alert
const EditConflictAlert = lazyPart(
  async () => (await import('../../../components/form/edit-conflict-alert.tsx')).EditConflictAlert,
) as ComponentType<ComponentProps<typeof EditConflictAlertPart>>;

const ART_OPTIONS: SelectFieldOption<string>[] = BANNER_ARTS.map((art) => ({
  value: art,
  label: BANNER_ART_NAMES[art],
}));

/**
 * A choice of the form (a slide's picture, a partner's code): antd's Select loads when it is first used
 * (select-field.tsx), as above the lists; the form hands it its value and change.
 */
const ChoiceField = ({
  value,
  onChange,
  label,
  options,
}: {
  value?: string;
  onChange?: (value: string | undefined) => void;
  label: string;
  options: readonly SelectFieldOption<string>[];
}) => (
  <SelectField
    className="settings-form__choice"
    aria-label={label}
    value={value}
    options={options}
    onChange={(next) => onChange?.(next)}
  />
);

const requiredText = (label: string) => [{ required: true, whitespace: true, message: `请填写${label}` }];

/**
 * 平台设置: one form of every setting, saved as a whole as the next version. A save made while another operator saved
 * is refused with what to do; the typed changes stay in the form. `drawnParts` draws only the first parts (the
 * buttons are the last, so nothing is saved before every field is drawn); the values of all of them are in the form
 * from the start.
 */
export interface SettingsFormProps {
  state: PlatformSettingsState;
  onReload: () => void;
  /** The settings in force changed: what shows them elsewhere reads them again. */
  onSaved?: () => unknown;
  /** Whether the form holds changes not saved yet (the history offers no restore meanwhile). */
  onDirtyChange?: (dirty: boolean) => void;
  /** How many of the SETTINGS_FORM_PARTS parts to draw (all by default). */
  drawnParts?: number;
  /** What the stand-in (settings-form-stand-in.tsx) hands over when this form takes its place. */
  handOver?: StandInHandOver;
  /** Something was typed in the stand-in. */
  startDirty?: boolean;
  /** A logo chosen on the stand-in: uploaded as the form is drawn. */
  logoFile?: File | undefined;
}

export const SettingsForm = ({
  state,
  onReload,
  onSaved,
  onDirtyChange,
  drawnParts = SETTINGS_FORM_PARTS,
  handOver,
  startDirty = false,
  logoFile,
}: SettingsFormProps) => {
  const [form] = Form.useForm<PlatformSettings>();
  const { message } = useFeedback();
  const save = useSavePlatformSettings(onSaved);
  const [dirty, setDirty] = useState(startDirty);
  useUnsavedChangesGuard(dirty);
  const reportDirty = useRef(onDirtyChange);
  reportDirty.current = onDirtyChange;
  useEffect(() => reportDirty.current?.(dirty), [dirty]);
  // the state the form was loaded from: a newer one replaces the form only when nothing is typed in it
  const [base, setBase] = useState(state);
  useEffect(() => {
    if (state.version !== base.version && !dirty) {
      setBase(state);
      form.setFieldsValue(state.settings);
    }
  }, [state, base.version, dirty, form]);

  // a field the server refused, said by its section (the form checks the same rules first, so this is rare)
  const [refusal, setRefusal] = useState<string>();
  const sayRefusal = (error: ApiError) =>
    setRefusal(fieldIssuesOf(error).map(settingIssueText)[0] ?? errorMessageOf(error));
  const submit = useFormSubmit(form, save, {
    fields: [],
    on: { VALIDATION: sayRefusal },
    scrollToError: true,
    variables: (values: PlatformSettings) => {
      setRefusal(undefined);
      return { settings: values, baseVersion: base.version };
    },
    onSuccess: (saved) => {
      setBase(saved);
      setDirty(false);
      form.setFieldsValue(saved.settings);
      message.success(`平台设置已保存为第 ${saved.version} 版，门户各页面即时生效`);
    },
  });
  const discard = () => {
    form.setFieldsValue(base.settings);
    setDirty(false);
    submit.reset();
    setRefusal(undefined);
  };
  // a press made on the stand-in: 恢复默认 of the logo, 放弃修改 (保存设置 is its submit)
  useStandInHandOver(form, handOver, (name) => {
    if (name === 'discard') discard();
    else if (name === 'logoReset') {
      form.setFieldValue('logoUrl', null);
      setDirty(true);
    }
  });
  // read from the whole store (preserve): a part not drawn yet has no fields registered to watch
  const partners = Form.useWatch('partnerPlatforms', { form, preserve: true }) ?? [];
  const slides = Form.useWatch('bannerSlides', { form, preserve: true }) ?? [];

  return (
    <Form<PlatformSettings>
      form={form}
      layout="vertical"
      name="platform-settings"
      aria-label="平台设置"
      initialValues={state.settings}
      onValuesChange={() => setDirty(true)}
      onFinish={submit.onFinish}
      className="settings-form"
      scrollToFirstError
    >
      <p className="settings-form__version">
        当前为第 {base.version} 版，
        {base.savedByName
          ? `由 ${base.savedByName} 于 ${formatDateTime(base.savedAt)} 保存`
          : '为平台初始设置'}
        。
      </p>
      {[
        <Panel key="basic" title="基本信息" className="settings-form__card">
          <TextItem
            name="platformName"
            label="平台名称"
            required
            extra="显示在每个页面的标题、页头和页脚，并作为短信签名。"
          />
          <TextItem name="slogan" label="平台口号" extra="显示在首页第一张轮播和搜索结果的描述中。" />
          <Form.Item
            name="logoUrl"
            label="平台标志"
            extra="建议上传正方形 PNG 图片；不上传则使用平台默认标志。"
          >
            <SettingsImageField noun="平台标志" maxSide={256} fallback={logoMark} chosenBefore={logoFile} />
          </Form.Item>
        </Panel>,
        <Panel key="contact" title="联系方式" className="settings-form__card">
          <div className="settings-form__grid">
            <TextItem name="hotline" label="服务热线" required placeholder="如 0851-8888 6666" />
            <TextItem name="serviceHours" label="服务时间" placeholder="如 工作日 9:00—17:30" />
            <TextItem name="email" label="联系邮箱" />
            <TextItem name="address" label="联系地址" />
          </div>
        </Panel>,
        <Panel key="records" title="备案与版权" className="settings-form__card">
          <div className="settings-form__grid">
            <TextItem name="icpRecord" label="ICP 备案号" placeholder="如 黔ICP备 12345678号-1" />
            <TextItem
              name="publicSecurityRecord"
              label="公安备案号"
              placeholder="如 贵公网安备 52011502000000号"
            />
            <TextItem name="copyright" label="版权信息" />
            <TextItem name="sponsor" label="主办单位" />
          </div>
        </Panel>,
        <Panel key="footer" title="页脚链接" className="settings-form__card">
          <p className="settings-form__hint">
            “关于平台”“入驻指南”始终显示；这里添加其他网站或站内页面的链接，站内页面以 / 开头（如
            /home/infomation）。
          </p>
          <Form.List name="footerLinks">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field, index) => (
                  <Space key={field.key} align="start" className="settings-form__row">
                    <Form.Item
                      name={[field.name, 'title']}
                      aria-label={`第 ${index + 1} 个链接的名称`}
                      rules={requiredText('链接名称')}
                    >
                      <Input
                        placeholder="链接名称"
                        maxLength={20}
                        aria-label={`第 ${index + 1} 个链接的名称`}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'url']}
                      rules={[...requiredText('链接地址'), zodRule(FOOTER_URL)]}
                    >
                      <Input
                        placeholder="https://… 或 /home/infomation"
                        className="settings-form__url"
                        aria-label={`第 ${index + 1} 个链接的地址`}
                      />
                    </Form.Item>
                    <Button
                      icon={<DeleteOutlined />}
                      aria-label={`删除第 ${index + 1} 个链接`}
                      onClick={() => remove(field.name)}
                    />
                  </Space>
                ))}
                <Button
                  icon={<PlusOutlined />}
                  disabled={fields.length >= 12}
                  onClick={() => add({ title: '', url: '' })}
                >
                  添加链接
                </Button>
              </>
            )}
          </Form.List>
        </Panel>,
        <Panel key="slides" title="首页轮播" className="settings-form__card">
          <p className="settings-form__hint">
            第一张轮播始终介绍平台（平台名称与口号）；这里设置其后的轮播，最多 5 张，按顺序播放。
          </p>
          <Form.List name="bannerSlides">
            {(fields, { add, remove, move }) => (
              <>
                {fields.map((field, index) => (
                  <section key={field.key} className="settings-slide" aria-label={`第 ${index + 2} 张轮播`}>
                    <header className="settings-slide__header">
                      <h3>第 {index + 2} 张轮播</h3>
                      <Space>
                        <Button size="small" disabled={index === 0} onClick={() => move(index, index - 1)}>
                          上移
                        </Button>
                        <Button
                          size="small"
                          disabled={index === fields.length - 1}
                          onClick={() => move(index, index + 1)}
                        >
                          下移
                        </Button>
                        <Button size="small" danger onClick={() => remove(field.name)}>
                          删除
                        </Button>
                      </Space>
                    </header>
                    <div className="settings-form__grid">
                      <Form.Item name={[field.name, 'title']} label="标题" rules={requiredText('轮播标题')}>
                        <Input maxLength={40} showCount />
                      </Form.Item>
                      <Form.Item name={[field.name, 'eyebrow']} label="小标题">
                        <Input maxLength={20} placeholder="如 特色产业" />
                      </Form.Item>
                    </div>
                    <Form.Item name={[field.name, 'text']} label="说明">
                      <Input maxLength={120} showCount />
                    </Form.Item>
                    <div className="settings-form__grid">
                      <Form.Item name={[field.name, 'art']} label="插图" extra="未上传图片时显示。">
                        <ChoiceField label="插图" options={ART_OPTIONS} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'imageUrl']} label="图片" extra="建议 1440×420 像素。">
                        <SettingsImageField
                          noun="轮播图片"
                          maxSide={1920}
                          fallback={BANNER_ART_IMAGES[slides[index]?.art ?? 'terraces']}
                        />
                      </Form.Item>
                    </div>
                    <Form.List name={[field.name, 'links']}>
                      {(links, linkOps) => (
                        <div className="settings-slide__links">
                          {links.map((link, linkIndex) => (
                            <Space key={link.key} align="start" className="settings-form__row">
                              <Form.Item name={[link.name, 'label']} rules={requiredText('按钮文字')}>
                                <Input
                                  placeholder="按钮文字"
                                  maxLength={12}
                                  aria-label={`按钮 ${linkIndex + 1} 的文字`}
                                />
                              </Form.Item>
                              <Form.Item
                                name={[link.name, 'href']}
                                rules={[...requiredText('按钮链接'), zodRule(LINK_TARGET)]}
                              >
                                <Input
                                  placeholder="/home/case 或 https://…"
                                  className="settings-form__url"
                                  aria-label={`按钮 ${linkIndex + 1} 的链接`}
                                />
                              </Form.Item>
                              <Button
                                icon={<DeleteOutlined />}
                                aria-label={`删除按钮 ${linkIndex + 1}`}
                                onClick={() => linkOps.remove(link.name)}
                              />
                            </Space>
                          ))}
                          <Button
                            size="small"
                            icon={<PlusOutlined />}
                            disabled={links.length >= 2}
                            onClick={() => linkOps.add({ label: '', href: '' })}
                          >
                            添加按钮
                          </Button>
                        </div>
                      )}
                    </Form.List>
                  </section>
                ))}
                <Button
                  icon={<PlusOutlined />}
                  disabled={fields.length >= 5}
                  onClick={() => add(newBannerSlide(slides))}
                >
                  添加轮播
                </Button>
              </>
            )}
          </Form.List>
        </Panel>,
        <Panel key="partners" title="合作平台" className="settings-form__card">
          <p className="settings-form__hint">
            已入驻的主体可一键入驻合作平台并带票据跳转。修改地址或 appKey 立即生效，旧的 appKey
            随即停用。恢复历史版本时合作平台保持不变。
          </p>
          <Form.List name="partnerPlatforms">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field, index) => (
                  <section
                    key={field.key}
                    className="settings-slide"
                    aria-label={`合作平台：${partners[index]?.name || `第 ${index + 1} 个`}`}
                  >
                    <header className="settings-slide__header">
                      <h3>{partners[index]?.name || `第 ${index + 1} 个合作平台`}</h3>
                      <Button size="small" danger onClick={() => remove(field.name)}>
                        移除
                      </Button>
                    </header>
                    <div className="settings-form__grid">
                      <Form.Item name={[field.name, 'code']} label="平台代码">
                        <ChoiceField label="平台代码" options={PARTNER_OPTIONS} />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'name']}
                        label="名称"
                        rules={requiredText('合作平台名称')}
                      >
                        <Input maxLength={30} />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'url']}
                        label="跳转地址"
                        rules={[...requiredText('合作平台地址'), zodRule(PARTNER_URL)]}
                      >
                        <Input placeholder="https://…/sso/callback" />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'platformId']}
                        label="平台标识"
                        rules={[...requiredText('平台标识'), zodRule(PARTNER_ID)]}
                      >
                        <Input />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'appKey']}
                        label="appKey"
                        rules={[...requiredText('appKey'), zodRule(PARTNER_APP_KEY)]}
                      >
                        <Input autoComplete="off" spellCheck={false} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'description']} label="简介">
                        <Input maxLength={100} />
                      </Form.Item>
                    </div>
                  </section>
                ))}
                <Button
                  icon={<PlusOutlined />}
                  disabled={newPartner(partners) === null}
                  onClick={() => add(newPartner(partners))}
                >
                  添加合作平台
                </Button>
              </>
            )}
          </Form.List>
        </Panel>,
        <Panel key="review" title="内容审核" className="settings-form__card">
          <Form.Item
            name="editorialSelfPublish"
            label="允许发布本人撰写的内容"
            valuePropName="checked"
            extra="默认关闭：每条资讯、解决方案和合作案例须由撰写人以外的内容审核人员发布。仅当平台只有一名内容运营人员时开启。"
          >
            <Switch checkedChildren="允许" unCheckedChildren="不允许" />
          </Form.Item>
        </Panel>,
        <Fragment key="actions">
          {submit.reason === 'CONFLICT' ? (
            <Suspense fallback={null}>
              <EditConflictAlert
                subject="平台设置"
                className="settings-form__alert"
                onLoadLatest={() => {
                  setDirty(false);
                  submit.reset();
                  setRefusal(undefined);
                  onReload();
                }}
              />
            </Suspense>
          ) : (
            <FormAlert message={refusal ?? submit.alert} />
          )}
          <div className="settings-form__actions">
            <Button type="primary" htmlType="submit" loading={submit.submitting} disabled={!dirty}>
              保存设置
            </Button>
            <Button disabled={!dirty || submit.submitting} onClick={discard}>
              放弃修改
            </Button>
            {dirty ? <span className="settings-form__dirty">有未保存的修改</span> : null}
          </div>
        </Fragment>,
      ].slice(0, drawnParts)}
    </Form>
  );
};
