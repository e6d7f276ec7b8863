import { DownOutlined, LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { PRICE_MODE_LABELS, PRICE_MODES, SHELF_KIND_LABELS, type ShelfKind } from '@rrsp/contract';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { StandInChoice, StandInItem, StandInRadioButtons } from '../../../components/form/form-stand-in.tsx';
import { Input, TextArea } from '../../../components/form/inputs.ts';
import { MobileInput } from '../../../components/form/mobile-input.tsx';
import { DEFAULT_PROVINCE } from '../../../components/form/region-path.ts';
import { useRegionQueryOptions } from '../../../components/form/region-source.tsx';
import { lazyPart } from '../../../components/ui/load-when-shown.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { usePressGuard } from '../../../hooks/use-press-guard.ts';
import { watchFileDialog } from '../../../lib/file-dialog.ts';
import { withChunkTimeout } from '../../../lib/lazy-chunk.ts';
import { IMAGE_MIMES } from '../utils/image-files.ts';
import type { PublishHandover } from '../utils/publish-handover.ts';
import { ShelfFormActions } from './shelf-form-actions.tsx';
import { ShelfImagesHint } from './shelf-images-hint.tsx';
import { ShelfPreview } from './shelf-preview.tsx';
import '../../../components/form/region-picker.css';
import '../../../components/form/select-field.css';
import './shelf.css';
import './shelf-publish-stand-in.css';

/** A kind's words on its publish form (the texts of ShelfPublishKind), which the stand-in draws as the form does. */
export interface ShelfPublishFace {
  name: ShelfKind;
  categories: readonly string[];
  categoryLabels: Record<string, string>;
  maxImages: number;
  texts: {
    namePlaceholder: string;
    regionLabel: string;
    summaryExtra: string;
    priceTitle: string;
    descriptionExtra: string;
    contactPlaceholder: string;
    previewHint: string;
  };
}

/** The stand-in's values, by the form's field names. */
export type StandInValues = Record<string, unknown>;

/** What a kind's own parts of the stand-in are given. */
export interface StandInSlot {
  values: StandInValues;
  /** The id antd's Form gives a field (`product_unit`), so labels, focus and the swap find the same element. */
  idOf: (field: string) => string;
  /** A text field's value and its change. */
  text: (field: string) => {
    id: string;
    value: string;
    onChange: (event: { target: { value: string } }) => void;
  };
  /** A choice made on the stand-in (a certification ticked): kept, and the form takes over with it. */
  choose: (field: string, value: unknown) => void;
}

/** antd's closed Select as it looks, or with a spinner while its options load. */
const selectIcon = (loading = false) =>
  loading ? (
    <LoadingOutlined className="select-field__arrow" aria-hidden />
  ) : (
    <DownOutlined className="select-field__arrow" aria-hidden />
  );

/** 报价方式 as antd's solid Radio.Group of buttons draws it, none chosen yet. */
const StandInPriceMode = ({ slot }: { slot: StandInSlot }) => {
  const id = slot.idOf('priceMode');
  return (
    <StandInItem htmlFor={id} label="报价方式" required>
      <StandInRadioButtons
        id={id}
        name="priceMode"
        options={PRICE_MODES.map((mode) => ({ value: mode, label: PRICE_MODE_LABELS[mode] }))}
        value={PRICE_MODES.find((mode) => mode === slot.values.priceMode) ?? null}
        onChange={(mode) => slot.choose('priceMode', mode)}
        handoverOf={(mode) => `#${id} input[value="${mode}"]`}
      />
    </StandInItem>
  );
};

/** Where the focus is inside the stand-in, as a selector of the same element in the real form. */
const focusOf = (root: HTMLElement | null): PublishHandover['focus'] => {
  const active = document.activeElement;
  if (!root || !(active instanceof HTMLElement) || !root.contains(active)) return undefined;
  const text =
    active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement ? active : undefined;
  const caret = {
    start: text && text.type !== 'radio' ? text.selectionStart : null,
    end: text && text.type !== 'radio' ? text.selectionEnd : null,
  };
  const named = active.dataset.handover ?? (active.id ? `#${active.id}` : undefined);
  if (named) return { selector: named, ...caret };
  // the buttons under the form are the same component in both
  const bar = active.closest('.shelf-form__actions');
  if (bar) {
    const index = Array.prototype.indexOf.call(bar.children, active) + 1;
    return { selector: `.shelf-form__actions > :nth-child(${index})`, ...caret };
  }
  // an option of a group (a certification's checkbox): the same place in the group of the same id
  const group = active.parentElement?.closest<HTMLElement>('[id]');
  const option = group
    ? Array.prototype.find.call(group.children, (child: Element) => child.contains(active))
    : undefined;
  if (group && option && root.contains(group)) {
    const index = Array.prototype.indexOf.call(group.children, option) + 1;
    return { selector: `#${group.id} > :nth-child(${index}) ${active.tagName.toLowerCase()}`, ...caret };
  }
  return undefined;
};

interface ShelfPublishStandInProps {
  face: ShelfPublishFace;
  values: StandInValues;
  onValues: (values: StandInValues) => void;
  /** The button back to the owner's list. */
  back: { label: string; onClick: () => void };
  /** The kind's card for what is filled in (上架后的样子). */
  preview: (values: StandInValues) => ReactNode;
  /** The kind's own fields after the region (a product's certifications). */
  basicExtra?: (slot: StandInSlot) => ReactNode;
  /** The price card's fields before 报价方式 (a product's unit and supply period). */
  priceExtra?: (slot: StandInSlot) => ReactNode;
  /** Loads the real form's code. */
  load: () => Promise<unknown>;
  /** The real form takes over with what was done here (drawn before onSwap returns). */
  onSwap: (handover: PublishHandover) => void;
}

/**
 * A new product's or service's publish form as antd draws it, without antd's Form, Select, Cascader, Upload, Radio or
 * the contract's rules (zod): together about 170 KiB of the page's JavaScript, which the page's first screen draws
 * but does not need until the form is used (docs/decisions/034). Pointing at the form, focusing or pressing anything
 * in it loads the real form (shelf-publish-form.tsx), which takes its place with what was typed and chosen, the focus
 * and its caret, and carries out a press made meanwhile: 保存草稿 and 提交审核, a choice opened, pictures chosen.
 * The swap waits for a press to end (usePressGuard), for a Chinese input method's composition to finish and for the
 * file dialog to close, so no press, character or picture is lost.
 */
export const ShelfPublishStandIn = ({
  face,
  values,
  onValues,
  back,
  preview,
  basicExtra,
  priceExtra,
  load,
  onSwap,
}: ShelfPublishStandInProps) => {
  const { texts, maxImages } = face;
  const noun = SHELF_KIND_LABELS[face.name];
  const idOf = (field: string) => `${face.name}_${field}`;
  const root = useRef<HTMLFormElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const childrenQueryOptions = useRegionQueryOptions();
  const provinces = useQuery(childrenQueryOptions(undefined));
  const province = provinces.data?.find((item) => item.code === DEFAULT_PROVINCE)?.name ?? DEFAULT_PROVINCE;

  const { whenFree, pressHandlers } = usePressGuard();
  const mounted = useRef(false);
  const latest = useRef(values);
  latest.current = values;
  const composing = useRef(false);
  const choosingFiles = useRef(false);
  const wanted = useRef(false);
  const loaded = useRef(false);
  const pending = useRef<Omit<PublishHandover, 'values' | 'focus'>>({});
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const swapNow = () => {
    if (!mounted.current) return;
    // typing in a Chinese input method, or the file dialog open: the form takes over once that is done
    if (composing.current || choosingFiles.current) return;
    // read and replaced in one task: a key or a press between the two (each is a task of its own) would reach the
    // stand-in after what was done on it had been handed over, and be lost
    flushSync(() => onSwap({ values: latest.current, focus: focusOf(root.current), ...pending.current }));
  };
  /** Loads the real form; it takes over once loaded, when no press, composition or file dialog is under way. */
  const want = () => {
    if (wanted.current) return;
    wanted.current = true;
    // a chunk that fails to load is met again by the real form, which shows the page's error screen, as pages do
    const ready = () => {
      loaded.current = true;
      whenFree(swapNow);
    };
    void load().then(ready, ready);
  };
  /** A composition or the file dialog is over: the form takes over if its code is there. */
  const retry = () => {
    if (loaded.current) whenFree(swapNow);
  };
  const set = (field: string, value: unknown) => onValues({ ...latest.current, [field]: value });
  const slot: StandInSlot = {
    values,
    idOf,
    text: (field) => ({
      id: idOf(field),
      value: typeof values[field] === 'string' ? (values[field] as string) : '',
      onChange: (event) => set(field, event.target.value),
    }),
    choose: (field, value) => {
      latest.current = { ...latest.current, [field]: value };
      onValues(latest.current);
      want();
    },
  };
  const open = (opens: string) => {
    pending.current = { ...pending.current, open: opens };
    want();
  };
  const press = (action: 'draft' | 'submit') => {
    pending.current = { ...pending.current, press: action };
    want();
  };

  return (
    <div className="shelf-publish">
      <div className="shelf-publish__columns">
        <form
          ref={root}
          id={face.name}
          className="shelf-form publish-stand-in"
          aria-label={`发布${noun}`}
          noValidate
          onSubmit={(event) => event.preventDefault()}
          onPointerEnter={want}
          onFocus={want}
          {...pressHandlers}
          onCompositionStart={() => {
            composing.current = true;
          }}
          onCompositionEnd={() => {
            composing.current = false;
            retry();
          }}
        >
          <Panel className="workbench-card" title="基本信息">
            <StandInItem htmlFor={idOf('name')} label={`${noun}名称`} required>
              <Input
                {...slot.text('name')}
                aria-required="true"
                maxLength={40}
                showCount
                placeholder={texts.namePlaceholder}
              />
            </StandInItem>
            <div className="shelf-form__row">
              <StandInItem htmlFor={idOf('category')} label={`${noun}类别`} required>
                <StandInChoice
                  id={idOf('category')}
                  className="select-field"
                  text=""
                  placeholder={`请选择${noun}类别`}
                  required
                  icon={selectIcon()}
                  handover={`#${idOf('category')}`}
                  onOpen={() => open(`#${idOf('category')}`)}
                />
              </StandInItem>
              <StandInItem
                htmlFor={idOf('regionCode')}
                label={texts.regionLabel}
                required
                extra="选择到区县，或细化到乡镇（街道）"
              >
                <div className="publish-stand-in__compact region-picker">
                  <StandInChoice
                    className="select-field region-picker__province"
                    text={province}
                    icon={selectIcon(provinces.isPending)}
                    label="省份"
                    handover=".region-picker__province input"
                    onOpen={() => open('.region-picker__province input')}
                  />
                  <StandInChoice
                    id={idOf('regionCode')}
                    className="select-field region-picker__rest"
                    text=""
                    placeholder="请选择市州 / 区县，可细化到乡镇（街道）"
                    label="市州、区县和乡镇（街道）"
                    describedBy={`${idOf('regionCode')}_extra`}
                    icon={selectIcon()}
                    handover={`#${idOf('regionCode')}`}
                    onOpen={() => open(`#${idOf('regionCode')}`)}
                  />
                </div>
              </StandInItem>
            </div>
            {basicExtra?.(slot)}
            <StandInItem htmlFor={idOf('summary')} label={`${noun}简介`} required extra={texts.summaryExtra}>
              <TextArea
                {...slot.text('summary')}
                aria-required="true"
                aria-describedby={`${idOf('summary')}_extra`}
                rows={3}
                maxLength={120}
                showCount
                placeholder="10–120 个字"
              />
            </StandInItem>
          </Panel>
          <Panel className="workbench-card" title={`${noun}图片`}>
            <StandInItem
              htmlFor={idOf('images')}
              label={`${noun}图片（至少 1 张，最多 ${maxImages} 张）`}
              required
            >
              <div className="shelf-images">
                <ul className="shelf-images__grid" aria-label={`已上传的${noun}图片`}>
                  <li className="shelf-images__add">
                    <span className="publish-stand-in__upload">
                      <div className="publish-stand-in__upload-select">
                        {/* as antd's Upload: the area opens the file dialog, its input is hidden */}
                        {/* biome-ignore lint/a11y/noStaticElementInteractions: drawn as antd's Upload draws it */}
                        {/* biome-ignore lint/a11y/useKeyWithClickEvents: as antd's, the label's input is the way in */}
                        <span
                          className="publish-stand-in__upload-area"
                          onClick={() => fileInput.current?.click()}
                        >
                          <input
                            ref={fileInput}
                            id={idOf('images')}
                            accept={IMAGE_MIMES.join(',')}
                            multiple
                            type="file"
                            name="file"
                            style={{ display: 'none' }}
                            onClick={(event) => {
                              // the dialog opens (from here or from the label): the form waits until it closes
                              event.stopPropagation();
                              choosingFiles.current = true;
                              // closed without a choice: the form may take over
                              watchFileDialog(event.currentTarget, () => {
                                choosingFiles.current = false;
                                retry();
                              });
                            }}
                            onChange={(event) => {
                              choosingFiles.current = false;
                              const files = Array.from(event.target.files ?? []);
                              event.target.value = '';
                              if (files.length > 0) pending.current = { ...pending.current, files };
                              want();
                              retry();
                            }}
                          />
                          <div className="shelf-images__add-button">
                            <PlusOutlined aria-hidden="true" />
                            <span>上传图片</span>
                            <span className="shelf-images__room">还可上传 {maxImages} 张</span>
                          </div>
                        </span>
                      </div>
                    </span>
                  </li>
                </ul>
                <ShelfImagesHint max={maxImages} />
              </div>
            </StandInItem>
          </Panel>
          <Panel className="workbench-card" title={texts.priceTitle}>
            {priceExtra?.(slot)}
            <StandInPriceMode slot={slot} />
          </Panel>
          <Panel className="workbench-card" title={`${noun}详情`}>
            <StandInItem
              htmlFor={idOf('description')}
              label={`${noun}详情`}
              required
              extra={texts.descriptionExtra}
            >
              <TextArea
                {...slot.text('description')}
                aria-required="true"
                aria-describedby={`${idOf('description')}_extra`}
                autoSize={{ minRows: 8, maxRows: 24 }}
                maxLength={5000}
                showCount
                placeholder="20–5000 个字"
              />
            </StandInItem>
          </Panel>
          <Panel className="workbench-card" title="联系方式">
            <div className="shelf-form__row">
              <StandInItem htmlFor={idOf('contactName')} label="联系人" required>
                <Input
                  {...slot.text('contactName')}
                  aria-required="true"
                  maxLength={30}
                  autoComplete="name"
                  placeholder={texts.contactPlaceholder}
                />
              </StandInItem>
              <StandInItem
                htmlFor={idOf('contactMobile')}
                label="联系电话"
                required
                extra={`展示在${noun}详情页，供登录用户联系`}
              >
                <MobileInput
                  {...slot.text('contactMobile')}
                  aria-required="true"
                  aria-describedby={`${idOf('contactMobile')}_extra`}
                />
              </StandInItem>
            </div>
          </Panel>
          <ShelfFormActions
            back={back}
            onlySubmit={false}
            busy={false}
            pressed={undefined}
            onSaveDraft={() => press('draft')}
            onSubmit={() => press('submit')}
          />
        </form>
        <aside className="shelf-publish__preview" aria-label="上架后的样子">
          <ShelfPreview testId={`${face.name}-preview`} hint={texts.previewHint}>
            {preview(values)}
          </ShelfPreview>
        </aside>
      </div>
    </div>
  );
};

interface ShelfPublishLoaderProps<P extends object>
  extends Omit<ShelfPublishStandInProps, 'values' | 'onValues' | 'load' | 'onSwap'> {
  /** An item being changed: its form is drawn as soon as its code is there (a skeleton until then). */
  editing: boolean;
  /** Loads the real form's code. */
  load: () => Promise<ComponentType<P>>;
  /** The real form, given what was done on the stand-in. */
  form: (Form: ComponentType<P>, handover: PublishHandover | undefined) => ReactNode;
  /** What an item being changed shows while the form's code loads. */
  loading: ReactNode;
}

/**
 * A publish form whose code loads on first use: a new item's form is the stand-in until then
 * (ShelfPublishStandIn); an item being changed has its stored values, pictures and certificates, which only the real
 * form draws, so it waits for the code (loaded beside the item itself, lazy-*-publish-form.tsx).
 * The stand-in gives way to the real form only once its code is there, which is then drawn at once: never a Suspense
 * fallback between the two, where a press or a key would meet a stand-in drawn anew and be lost.
 */
export const ShelfPublishLoader = <P extends object>({
  editing,
  load,
  form,
  loading,
  ...standIn
}: ShelfPublishLoaderProps<P>) => {
  const [values, setValues] = useState<StandInValues>({});
  const [swapped, setSwapped] = useState<{ Form: ComponentType<P> | undefined; handover: PublishHandover }>();
  // an item being changed, or a form whose code failed to arrive for the stand-in: loaded (again) as it renders, a
  // chunk that fails reaching the page's error screen as pages do
  const [LoadedAsRendered] = useState(() => lazyPart(load));
  const arrived = useRef<ComponentType<P>>(undefined);
  const [real] = useState(editing);
  const loadedAsRendered = (handover: PublishHandover | undefined) => (
    <Suspense fallback={loading}>{form(LoadedAsRendered, handover)}</Suspense>
  );
  if (real) return loadedAsRendered(undefined);
  if (swapped)
    return swapped.Form ? form(swapped.Form, swapped.handover) : loadedAsRendered(swapped.handover);
  return (
    <ShelfPublishStandIn
      {...standIn}
      values={values}
      onValues={setValues}
      load={async () => {
        arrived.current = await withChunkTimeout(load());
      }}
      onSwap={(handover) => setSwapped({ Form: arrived.current, handover })}
    />
  );
};
