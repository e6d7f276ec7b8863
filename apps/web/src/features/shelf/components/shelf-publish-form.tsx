import { SHELF_KIND_LABELS, type ShelfKind } from '@rrsp/contract';
import { Form, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { CountedTextField } from '../../../components/form/counted-text-field.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { Input } from '../../../components/form/inputs.ts';
import { MobileInput } from '../../../components/form/mobile-input.tsx';
import { RegionPicker } from '../../../components/form/region-picker.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { type SavedItem, type ShelfPublishConfig, useShelfPublish } from '../hooks/use-shelf-publish.ts';
import type { PublishHandover } from '../utils/publish-handover.ts';
import type { PreviewNames, ShelfFormBase } from '../utils/shelf-form.ts';
import { ShelfFormActions } from './shelf-form-actions.tsx';
import { ShelfImagesField } from './shelf-images-field.tsx';
import { ShelfPreview } from './shelf-preview.tsx';
import { ShelfStateNotice } from './shelf-state-notice.tsx';

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

/**
 * What a kind's own parts of the form are given: the rule of each field, the values as they are typed, and the id of
 * the item being changed (none for a new one), for what only a stored item has (a product's kept certificates).
 */
export interface ShelfPublishSlot<V> {
  rulesOf: (field: keyof V & string) => Rule[];
  watched: V;
  itemId: string | undefined;
}

/** The kind's form as listingFormOf builds it: labels, first values, checks, and the preview card's values. */
type KindForm<V, D, S, Stored, Card> = ShelfPublishConfig<V, keyof V & string, D, S, SavedItem>['checks'] & {
  labels: Record<keyof V & string, string>;
  initialValuesOf: (stored: Stored | undefined) => V;
  previewOf: (values: V, names: PreviewNames) => Card;
};

/**
 * One kind's publish form (a product's, a service's): what it holds and says beyond what every publish form has.
 * The kind's name gives the form's name and its nouns (产品名称, 服务图片, …).
 */
export interface ShelfPublishKind<V extends ShelfPublishValues, D, S, R extends PublishDetail, Card> {
  name: ShelfKind;
  form: KindForm<V, D, S, R['working'], Card>;
  /** The kind's save and publish hooks (a module's functions, so the same on every render). */
  useSave: () => ShelfPublishConfig<V, keyof V & string, D, S, R>['save'];
  usePublish: () => ShelfPublishConfig<V, keyof V & string, D, S, R>['publish'];
  categories: readonly string[];
  categoryLabels: Record<string, string>;
  maxImages: number;
  /** Where the listed version is shown (ShelfStateNotice). */
  shelfName: string;
  texts: {
    namePlaceholder: string;
    /** 产地, 服务地区. */
    regionLabel: string;
    summaryExtra: string;
    /** The title of the card with the price. */
    priceTitle: string;
    descriptionExtra: string;
    contactPlaceholder: string;
    /** What the shelf shows besides the card (上架后的样子). */
    previewHint: string;
  };
  /** What the form says once the item is saved or with the platform (useShelfPublish). */
  messages: ShelfPublishConfig<V, keyof V & string, D, S, R>['texts'];
  /** The kind's own fields after the region (a product's certifications). */
  basicExtra?: (slot: ShelfPublishSlot<V>) => ReactNode;
  /** The price card's fields. */
  priceFields: (slot: ShelfPublishSlot<V>) => ReactNode;
  /** The kind's card, as the shelf will show the item. */
  card: (item: Card) => ReactNode;
}

interface ShelfPublishFormProps<V extends ShelfPublishValues, D, S, R extends PublishDetail, Card> {
  kind: ShelfPublishKind<V, D, S, R, Card>;
  /** The item being changed; none for a new one. */
  detail?: R | undefined;
  /** The chosen tenant, named on the preview card as the shelf will name it. */
  tenantName?: string | undefined;
  /** Where the page goes once the item is with the platform. */
  onSubmitted: (saved: R) => void;
  /** The button back to the owner's list. */
  back: { label: string; onClick: () => void };
  /** What was done on the stand-in drawn while this form's code loaded (shelf-publish-stand-in.tsx). */
  handover?: PublishHandover | undefined;
}

/** Gives the focus back where it was on the stand-in, with the caret, and opens a choice pressed there. */
const takeOver = (form: HTMLElement | null, handover: PublishHandover | undefined) => {
  if (!form || !handover) return;
  const { focus, open } = handover;
  if (focus) {
    const target = form.querySelector<HTMLElement>(focus.selector);
    target?.focus({ preventScroll: true });
    if (
      (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) &&
      focus.start !== null &&
      focus.end !== null
    ) {
      target.setSelectionRange(focus.start, focus.end);
    }
  }
  const select = open ? form.querySelector<HTMLElement>(open) : null;
  if (select) {
    // a press on the stand-in's choice, made again on the Select (which opens on the pointer going down)
    select.focus({ preventScroll: true });
    for (const type of ['mousedown', 'mouseup', 'click']) {
      select.closest('.ant-select')?.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true }));
    }
  }
};

/**
 * The publish form of a product or a service: name, category, region (a county or a township), summary, pictures,
 * price, description and contact, checked as they are typed by the contract's rules for a publication; beside it,
 * 上架后的样子, the card as the shelf will show it, following the form as it is filled in (with the chosen region's
 * name). Each kind gives its fields' words and its own fields (slots); what the two buttons do is useShelfPublish.
 */
export const ShelfPublishForm = <V extends ShelfPublishValues, D, S, R extends PublishDetail, Card>({
  kind,
  detail,
  tenantName,
  onSubmitted,
  back,
  handover,
}: ShelfPublishFormProps<V, D, S, R, Card>) => {
  const { texts, maxImages } = kind;
  const noun = SHELF_KIND_LABELS[kind.name];
  const [form] = Form.useForm<V>();
  const [initial] = useState<V>(() => ({
    ...kind.form.initialValuesOf(detail?.working),
    ...(handover?.values as Partial<V> | undefined),
  }));
  const [regionName, setRegionName] = useState<string | undefined>(detail?.working.regionName ?? undefined);
  const watched =
    (Form.useWatch((values: V) => values, { form, preserve: true }) as V | undefined) ?? initial;
  const { rulesOf, alert, setUploading, onlySubmit, busy, pressed, saveDraft, submit } = useShelfPublish<
    V,
    keyof V & string,
    D,
    S,
    R
  >({
    form,
    detail,
    checks: kind.form,
    labels: kind.form.labels,
    save: kind.useSave(),
    publish: kind.usePublish(),
    texts: kind.messages,
    onSubmitted,
  });
  const slot: ShelfPublishSlot<V> = { rulesOf, watched, itemId: detail?.id };
  const root = useRef<HTMLDivElement>(null);
  const handedOver = useRef(false);
  useEffect(() => {
    if (handedOver.current) return;
    handedOver.current = true;
    takeOver(root.current, handover);
    if (handover?.press === 'draft') saveDraft();
    if (handover?.press === 'submit') submit();
  });

  return (
    <div className="shelf-publish" ref={root}>
      {detail ? <ShelfStateNotice detail={detail} noun={noun} shelfName={kind.shelfName} /> : null}
      <div className="shelf-publish__columns">
        <Form<V>
          form={form}
          className="shelf-form"
          layout="vertical"
          name={kind.name}
          aria-label={`发布${noun}`}
          initialValues={initial}
          requiredMark
          scrollToFirstError={{ block: 'center' }}
        >
          <Panel className="workbench-card" title="基本信息">
            <Form.Item name="name" label={`${noun}名称`} required rules={rulesOf('name')}>
              <Input maxLength={40} showCount placeholder={texts.namePlaceholder} />
            </Form.Item>
            <div className="shelf-form__row">
              <Form.Item name="category" label={`${noun}类别`} required rules={rulesOf('category')}>
                <Select
                  placeholder={`请选择${noun}类别`}
                  options={kind.categories.map((category) => ({
                    value: category,
                    label: kind.categoryLabels[category],
                  }))}
                />
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
            {kind.basicExtra?.(slot)}
            <CountedTextField
              name="summary"
              label={`${noun}简介`}
              required
              rules={rulesOf('summary')}
              extra={texts.summaryExtra}
              rows={3}
              maxLength={120}
              placeholder="10–120 个字"
            />
          </Panel>
          <Panel className="workbench-card" title={`${noun}图片`}>
            <Form.Item
              name="images"
              label={`${noun}图片（至少 1 张，最多 ${maxImages} 张）`}
              required
              rules={rulesOf('images')}
            >
              <ShelfImagesField
                noun={noun}
                max={maxImages}
                onBusyChange={setUploading}
                initialFiles={handover?.files}
              />
            </Form.Item>
          </Panel>
          <Panel className="workbench-card" title={texts.priceTitle}>
            {kind.priceFields(slot)}
          </Panel>
          <Panel className="workbench-card" title={`${noun}详情`}>
            <CountedTextField
              name="description"
              label={`${noun}详情`}
              required
              rules={rulesOf('description')}
              extra={texts.descriptionExtra}
              autoSize={{ minRows: 8, maxRows: 24 }}
              maxLength={5000}
              placeholder="20–5000 个字"
            />
          </Panel>
          <Panel className="workbench-card" title="联系方式">
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
          </Panel>
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
          <ShelfPreview testId={`${kind.name}-preview`} hint={texts.previewHint}>
            {kind.card(
              kind.form.previewOf(watched, { regionName: regionName?.replace(/^贵州省/, ''), tenantName }),
            )}
          </ShelfPreview>
        </aside>
      </div>
    </div>
  );
};
