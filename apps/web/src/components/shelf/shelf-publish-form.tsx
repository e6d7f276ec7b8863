import { Card, Form, Input, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { type ReactNode, useState } from 'react';
import { FormAlert } from '../form/form-alert.tsx';
import { MobileInput } from '../form/mobile-input.tsx';
import { RegionPicker } from '../form/region-picker.tsx';
import type { ShelfFormBase } from './shelf-form.ts';
import { ShelfFormActions } from './shelf-form-actions.tsx';
import { ShelfImagesField } from './shelf-images-field.tsx';
import { ShelfStateNotice } from './shelf-state-notice.tsx';
import { type SavedItem, type ShelfPublishConfig, useShelfPublish } from './use-shelf-publish.ts';

/** The fields every publish form shows in the same places; each kind adds its own (certifications, unit, …). */
export interface ShelfPublishValues extends ShelfFormBase {
  name?: string;
  category?: string;
  summary?: string;
  description?: string;
  contactName?: string;
  contactMobile?: string;
}

/** An item as its owner sees it in the form: its state for the notice, its working version's region by name. */
interface PublishDetail extends SavedItem {
  rejectReason: string | null;
  offShelfReason: string | null;
  working: { regionName?: string | null };
}

/** What a kind's own parts of the form are given: the rule of each field, and the values as they are typed. */
export interface ShelfPublishSlot<V> {
  rulesOf: (field: keyof V & string) => Rule[];
  watched: V;
}

interface ShelfPublishFormProps<V extends ShelfPublishValues, D, S, R extends PublishDetail> {
  /** 产品, 服务: names the fields (产品名称, 服务图片, …) and the state notice. */
  noun: string;
  /** The form's name (product, service) and its accessible name (发布产品, 发布服务). */
  name: string;
  ariaLabel: string;
  /** The item being changed; none for a new one. */
  detail?: R | undefined;
  /** The values the form starts with (from the detail, or empty). */
  initialValues: () => V;
  /** The form's checks, labels, mutations, messages and where it goes once submitted (useShelfPublish). */
  publishing: Omit<ShelfPublishConfig<V, keyof V & string, D, S, R>, 'form' | 'detail'>;
  /** Where the listed version is shown (ShelfStateNotice). */
  shelfName: string;
  categoryOptions: { value: string; label: string }[];
  maxImages: number;
  texts: {
    namePlaceholder: string;
    /** 产地, 服务地区. */
    regionLabel: string;
    summaryExtra: string;
    /** The title of the card with the price. */
    priceTitle: string;
    descriptionExtra: string;
    contactPlaceholder: string;
  };
  /** The kind's own fields after the region (a product's certifications). */
  basicExtra?: (slot: ShelfPublishSlot<V>) => ReactNode;
  /** The price card's fields. */
  priceFields: (slot: ShelfPublishSlot<V>) => ReactNode;
  /** The button back to the owner's list. */
  back: { label: string; onClick: () => void };
  /** 上架后的样子: the card as the shelf will show it. */
  preview: (values: V & { regionName?: string | undefined }) => ReactNode;
}

/**
 * The publish form of a product or a service: name, category, region (a county or a township), summary, pictures,
 * price, description and contact, checked as they are typed by the contract's rules for a publication; beside it,
 * the card as the shelf will show it. Each kind gives its fields' words and its own fields (slots); what the two
 * buttons do is useShelfPublish.
 */
export const ShelfPublishForm = <V extends ShelfPublishValues, D, S, R extends PublishDetail>({
  noun,
  name,
  ariaLabel,
  detail,
  initialValues,
  publishing,
  shelfName,
  categoryOptions,
  maxImages,
  texts,
  basicExtra,
  priceFields,
  back,
  preview,
}: ShelfPublishFormProps<V, D, S, R>) => {
  const [form] = Form.useForm<V>();
  const [initial] = useState<V>(initialValues);
  const [regionName, setRegionName] = useState<string | undefined>(detail?.working.regionName ?? undefined);
  const watched =
    (Form.useWatch((values: V) => values, { form, preserve: true }) as V | undefined) ?? initial;
  const { rulesOf, alert, setUploading, onlySubmit, busy, pressed, saveDraft, submit } = useShelfPublish<
    V,
    keyof V & string,
    D,
    S,
    R
  >({ form, detail, ...publishing });
  const slot: ShelfPublishSlot<V> = { rulesOf, watched };

  return (
    <div className="shelf-publish">
      {detail ? <ShelfStateNotice detail={detail} noun={noun} shelfName={shelfName} /> : null}
      <div className="shelf-publish__columns">
        <Form<V>
          form={form}
          className="shelf-form"
          layout="vertical"
          name={name}
          aria-label={ariaLabel}
          initialValues={initial}
          requiredMark
          scrollToFirstError={{ block: 'center' }}
        >
          <Card className="workbench-card" title="基本信息">
            <Form.Item name="name" label={`${noun}名称`} required rules={rulesOf('name')}>
              <Input maxLength={40} showCount placeholder={texts.namePlaceholder} />
            </Form.Item>
            <div className="shelf-form__row">
              <Form.Item name="category" label={`${noun}类别`} required rules={rulesOf('category')}>
                <Select placeholder={`请选择${noun}类别`} options={categoryOptions} />
              </Form.Item>
              <Form.Item
                name="regionCode"
                label={texts.regionLabel}
                required
                rules={rulesOf('regionCode')}
                extra="选择到区县，或细化到乡镇（街道）"
              >
                <RegionPicker
                  changeOnSelect
                  knownName={detail?.working.regionName}
                  onNameChange={(picked) => {
                    if (picked) setRegionName(picked);
                  }}
                />
              </Form.Item>
            </div>
            {basicExtra?.(slot)}
            <Form.Item
              name="summary"
              label={`${noun}简介`}
              required
              rules={rulesOf('summary')}
              extra={texts.summaryExtra}
            >
              <Input.TextArea rows={3} maxLength={120} showCount placeholder="10–120 个字" />
            </Form.Item>
          </Card>
          <Card className="workbench-card" title={`${noun}图片`}>
            <Form.Item
              name="images"
              label={`${noun}图片（至少 1 张，最多 ${maxImages} 张）`}
              required
              rules={rulesOf('images')}
            >
              <ShelfImagesField noun={noun} max={maxImages} onBusyChange={setUploading} />
            </Form.Item>
          </Card>
          <Card className="workbench-card" title={texts.priceTitle}>
            {priceFields(slot)}
          </Card>
          <Card className="workbench-card" title={`${noun}详情`}>
            <Form.Item
              name="description"
              label={`${noun}详情`}
              required
              rules={rulesOf('description')}
              extra={texts.descriptionExtra}
            >
              <Input.TextArea
                autoSize={{ minRows: 8, maxRows: 24 }}
                maxLength={5000}
                showCount
                placeholder="20–5000 个字"
              />
            </Form.Item>
          </Card>
          <Card className="workbench-card" title="联系方式">
            <div className="shelf-form__row">
              <Form.Item name="contactName" label="联系人" required rules={rulesOf('contactName')}>
                <Input maxLength={30} autoComplete="name" placeholder={texts.contactPlaceholder} />
              </Form.Item>
              <Form.Item
                name="contactMobile"
                label="联系电话"
                required
                rules={rulesOf('contactMobile')}
                extra={`展示在${noun}详情页，供登录用户联系`}
              >
                <MobileInput />
              </Form.Item>
            </div>
          </Card>
          <FormAlert message={alert} />
          <ShelfFormActions
            back={back}
            onlySubmit={onlySubmit}
            busy={busy}
            pressed={pressed}
            onSaveDraft={saveDraft}
            onSubmit={submit}
          />
        </Form>
        <aside className="shelf-publish__preview" aria-label="上架后的样子">
          {preview({ ...watched, regionName: regionName?.replace(/^贵州省/, '') })}
        </aside>
      </div>
    </div>
  );
};
