import type { PlatformSettings } from '@rrsp/contract';
import { Button, Skeleton } from 'antd';
import { useEffect, useRef, useState } from 'react';
import logoMark from '../../../assets/logo-mark.svg';
import { StandInItem } from '../../../components/form/form-stand-in.tsx';
import { Input } from '../../../components/form/inputs.ts';
import { Panel } from '../../../components/ui/panel.tsx';
import { useFormStandIn } from '../../../hooks/use-form-stand-in.ts';
import { useInView } from '../../../hooks/use-in-view.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { SETTINGS_FORM_PARTS } from '../utils/settings-form-parts.ts';
import type { SettingsFormProps } from './settings-form.tsx';
import { SettingsImageField } from './settings-image-field.tsx';

const loadSettingsForm = async () => (await import('./settings-form.tsx')).SettingsForm;

const FORM_NAME = 'platform-settings';

/** A text field of the settings as the real form's TextItem draws it. */
const TextStandIn = ({
  settings,
  name,
  label,
  required = false,
  placeholder,
  extra,
}: {
  settings: PlatformSettings;
  name: keyof PlatformSettings;
  label: string;
  required?: boolean;
  placeholder?: string;
  extra?: string;
}) => {
  const id = `${FORM_NAME}_${name}`;
  const value = settings[name];
  return (
    <StandInItem label={label} htmlFor={id} required={required} extra={extra}>
      <Input
        id={id}
        aria-required={required ? 'true' : undefined}
        aria-describedby={extra ? `${id}_extra` : undefined}
        defaultValue={typeof value === 'string' ? value : ''}
        placeholder={placeholder}
      />
    </StandInItem>
  );
};

/** The parts below the first screen: the real form loads when they come near the viewport, a skeleton meanwhile. */
const LaterParts = ({ onNear }: { onNear: () => void }) => {
  const place = useRef<HTMLDivElement>(null);
  const near = useInView(place, '0px');
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when they first come near
  useEffect(() => {
    if (near) onNear();
  }, [near]);
  return (
    <div ref={place} aria-busy="true">
      <Skeleton active paragraph={{ rows: 12 }} />
    </div>
  );
};

/**
 * 平台设置's form: its first screen (the version, 基本信息, 联系方式, 备案与版权 and the buttons) is drawn by a stand-in as
 * antd's Form draws it until it is first pointed at, focused or submitted, or its later parts come into view; then
 * antd's Form (settings-form.tsx, about 30 KiB) takes its place with what was typed, the focus, and a press of 保存设置,
 * 放弃修改 or 恢复默认 made meanwhile, and a logo chosen through the stand-in's own file dialog (uploaded by the form) (docs/decisions/034).
 */
export const SettingsFormStandIn = (
  props: Omit<SettingsFormProps, 'handOver' | 'startDirty' | 'logoFile'>,
) => {
  const { real, standInProps, press, choosingFile } = useFormStandIn(FORM_NAME, loadSettingsForm);
  const [dirty, setDirty] = useState(false);
  const [logoFile, setLogoFile] = useState<File>();
  if (real) return <real.Form {...props} handOver={real.handOver} startDirty={dirty} logoFile={logoFile} />;
  const { state, drawnParts = SETTINGS_FORM_PARTS } = props;
  const { settings } = state;
  const logo = settings.logoUrl ?? null;
  return (
    <form
      aria-label="平台设置"
      className="form-stand-in settings-form"
      {...standInProps}
      onChange={() => setDirty(true)}
    >
      <p className="settings-form__version">
        当前为第 {state.version} 版，
        {state.savedByName
          ? `由 ${state.savedByName} 于 ${formatDateTime(state.savedAt)} 保存`
          : '为平台初始设置'}
        。
      </p>
      {drawnParts >= 1 ? (
        <Panel title="基本信息" className="settings-form__card">
          <TextStandIn
            settings={settings}
            name="platformName"
            label="平台名称"
            required
            extra="显示在每个页面的标题、页头和页脚，并作为短信签名。"
          />
          <TextStandIn
            settings={settings}
            name="slogan"
            label="平台口号"
            extra="显示在首页第一张轮播和搜索结果的描述中。"
          />
          <StandInItem
            label="平台标志"
            htmlFor={`${FORM_NAME}_logoUrl`}
            extra="建议上传正方形 PNG 图片；不上传则使用平台默认标志。"
          >
            <SettingsImageField
              id={`${FORM_NAME}_logoUrl`}
              value={logo}
              noun="平台标志"
              maxSide={256}
              fallback={logoMark}
              onDialog={choosingFile}
              onPicked={setLogoFile}
              onChange={() => press('logoReset')}
            />
          </StandInItem>
        </Panel>
      ) : null}
      {drawnParts >= 2 ? (
        <Panel title="联系方式" className="settings-form__card">
          <div className="settings-form__grid">
            <TextStandIn
              settings={settings}
              name="hotline"
              label="服务热线"
              required
              placeholder="如 0851-8888 6666"
            />
            <TextStandIn
              settings={settings}
              name="serviceHours"
              label="服务时间"
              placeholder="如 工作日 9:00—17:30"
            />
            <TextStandIn settings={settings} name="email" label="联系邮箱" />
            <TextStandIn settings={settings} name="address" label="联系地址" />
          </div>
        </Panel>
      ) : null}
      {drawnParts >= 3 ? (
        <Panel title="备案与版权" className="settings-form__card">
          <div className="settings-form__grid">
            <TextStandIn
              settings={settings}
              name="icpRecord"
              label="ICP 备案号"
              placeholder="如 黔ICP备 12345678号-1"
            />
            <TextStandIn
              settings={settings}
              name="publicSecurityRecord"
              label="公安备案号"
              placeholder="如 贵公网安备 52011502000000号"
            />
            <TextStandIn settings={settings} name="copyright" label="版权信息" />
            <TextStandIn settings={settings} name="sponsor" label="主办单位" />
          </div>
        </Panel>
      ) : null}
      {drawnParts >= 4 ? <LaterParts onNear={standInProps.onFocus} /> : null}
      {drawnParts >= SETTINGS_FORM_PARTS ? (
        <div className="settings-form__actions">
          <Button type="primary" htmlType="submit" disabled={!dirty}>
            保存设置
          </Button>
          <Button disabled={!dirty} onClick={() => press('discard')}>
            放弃修改
          </Button>
          {dirty ? <span className="settings-form__dirty">有未保存的修改</span> : null}
        </div>
      ) : null}
    </form>
  );
};
