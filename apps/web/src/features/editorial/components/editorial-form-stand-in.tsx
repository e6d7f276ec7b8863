import { CalendarOutlined, DeleteOutlined, DownOutlined, UploadOutlined } from '@ant-design/icons';
import { EDITORIAL_KIND_NAME, type EditorialItem, NEWS_CATEGORIES } from '@rrsp/contract';
import { Button } from 'antd';
import { type ReactNode, useRef } from 'react';
import { StandInChoice, StandInItem } from '../../../components/form/form-stand-in.tsx';
import { TextAreaLook, TextInputLook } from '../../../components/form/input-look.tsx';
import type { useFormStandIn } from '../../../hooks/use-form-stand-in.ts';
import { watchFileDialog } from '../../../lib/file-dialog.ts';
import { emptyValues } from '../utils/empty-values.ts';
import type { EditorialFormProps } from './editorial-form.tsx';
import '../../../components/form/select-field.css';
import '../../../components/form/date-range-field.css';

type StandIn = ReturnType<typeof useFormStandIn<EditorialFormProps>>;

const idOf = (field: string) => `editorial_${field}`;

const pad = (value: number) => String(value).padStart(2, '0');

/** A stored time as the date picker shows it (components/form/date-time-picker.tsx), in the reader's own time. */
const pickerText = (iso: string | null): string => {
  const time = iso ? new Date(iso) : undefined;
  if (!time || Number.isNaN(time.getTime())) return '';
  const day = `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}`;
  return `${day} ${pad(time.getHours())}:${pad(time.getMinutes())}`;
};

interface EditorialFormStandInProps {
  item: EditorialItem | undefined;
  readOnly: boolean;
  standIn: StandIn;
  /** The 正文 field as it looks (the editor's own stand-in), given its stored HTML. */
  content: (html: string) => ReactNode;
  /** A cover picture chosen here, which the real form uploads once it is there. */
  onCoverFile: (file: File) => void;
  /**
   * Whether what is here differs from what was loaded (a text typed, a cover chosen or taken off), said as it changes,
   * for the page's leave guard before the real form is there (which then says it itself).
   */
  onDirty: (dirty: boolean) => void;
  /** Whether something is not saved yet: the buttons and the note drawn as the form draws them then. */
  dirty: boolean;
}

/**
 * A news item's form as antd's Form draws it, without antd's Form, Select, date picker or the contract's rules
 * (zod), until it is first pointed at, focused or pressed (hooks/use-form-stand-in.ts, docs/decisions/034): then the
 * real form (editorial-form.tsx) takes its place with what was typed, the focus, a choice opened and 保存 pressed.
 */
export const EditorialFormStandIn = ({
  item,
  readOnly,
  standIn,
  content,
  onCoverFile,
  onDirty,
  dirty,
}: EditorialFormStandInProps) => {
  const coverPicker = useRef<HTMLInputElement>(null);
  // a cover chosen or taken off: a change whatever is typed
  const coverChanged = useRef(false);
  // read without the form's own conversion (which brings dayjs): a news item's stored fields, or a new one's
  const empty = emptyValues('news');
  const stored = item?.fields.kind === 'news' ? item.fields : undefined;
  const values = {
    title: stored?.title ?? empty.title,
    summary: stored?.summary ?? empty.summary,
    coverUrl: stored ? stored.coverUrl : empty.coverUrl,
    content: stored?.content ?? empty.content,
    publishedAt: stored?.publishedAt ?? null,
    category: stored?.category ?? empty.category,
    source: stored?.source ?? empty.source,
    author: stored?.author ?? empty.author,
  };
  const category = NEWS_CATEGORIES.find((entry) => entry.code === values.category)?.name ?? '';
  /** Something typed: a change while a text differs from what was loaded (typed back as it was, none). */
  const typed = (event: { currentTarget: HTMLFormElement }) => {
    const differs = (['title', 'source', 'author', 'summary'] as const).some((field) => {
      const element = event.currentTarget.querySelector<HTMLInputElement | HTMLTextAreaElement>(
        `#${idOf(field)}`,
      );
      return element !== null && element.value !== (values[field] ?? '');
    });
    onDirty(differs || coverChanged.current);
  };
  const coverChange = () => {
    coverChanged.current = true;
    onDirty(true);
  };
  const text = (field: 'title' | 'source' | 'author') => ({
    id: idOf(field),
    defaultValue: values[field] ?? '',
    disabled: readOnly,
  });
  return (
    <form
      aria-label={`${EDITORIAL_KIND_NAME.news}内容`}
      className="form-stand-in editorial-stand-in"
      {...standIn.standInProps}
      onInput={typed}
    >
      <StandInItem label="标题" htmlFor={idOf('title')} required>
        <TextInputLook
          {...text('title')}
          aria-required="true"
          maxLength={100}
          showCount
          placeholder="简明写出内容要点，最多 100 字"
        />
      </StandInItem>
      <div className="editorial-form__grid">
        <StandInItem label="分类" htmlFor={idOf('category')} required>
          <StandInChoice
            id={idOf('category')}
            className="select-field"
            required
            text={category}
            placeholder=""
            disabled={readOnly}
            icon={<DownOutlined className="select-field__arrow" aria-hidden />}
            onOpen={() => standIn.press('open:category')}
          />
        </StandInItem>
        <StandInItem label="来源" htmlFor={idOf('source')} required>
          <TextInputLook
            {...text('source')}
            aria-required="true"
            maxLength={50}
            placeholder="如 贵州省农业农村厅"
          />
        </StandInItem>
        <StandInItem label="作者" htmlFor={idOf('author')}>
          <TextInputLook {...text('author')} maxLength={30} placeholder="可不填" />
        </StandInItem>
        <StandInItem
          label="显示的发布时间"
          htmlFor={idOf('publishedAt')}
          extra="读者看到的发布时间，最晚为明天；不填则为首次发布的时刻。要在将来发布，请提交后由审核人员定时发布"
        >
          <StandInChoice
            id={idOf('publishedAt')}
            className="date-range-field editorial-stand-in__date"
            text={pickerText(values.publishedAt)}
            placeholder="不填则自动"
            disabled={readOnly}
            icon={<CalendarOutlined className="date-range-field__suffix" aria-hidden />}
            popup="dialog"
            onOpen={() => standIn.press('open:publishedAt')}
          />
        </StandInItem>
      </div>
      <StandInItem label="摘要" htmlFor={idOf('summary')}>
        <TextAreaLook
          id={idOf('summary')}
          defaultValue={values.summary}
          disabled={readOnly}
          maxLength={300}
          showCount
          autoSize={{ minRows: 2, maxRows: 4 }}
          placeholder="列表和分享卡片中显示，最多 300 字"
        />
      </StandInItem>
      <StandInItem label="封面图片" htmlFor={idOf('coverUrl')}>
        <div className="editorial-cover">
          {values.coverUrl ? (
            <img className="editorial-cover__preview" src={values.coverUrl} alt="封面预览" />
          ) : (
            <div className="editorial-cover__empty">未上传封面，列表中将显示默认图</div>
          )}
          <div className="editorial-cover__tools">
            <input
              ref={coverPicker}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              disabled={readOnly}
              // not `hidden`: antd's form styles draw a file input inside a form as a block, over the attribute
              style={{ display: 'none' }}
              onClick={(event) => {
                standIn.choosingFile(true);
                // closed without a choice: the form may take over
                watchFileDialog(event.currentTarget, () => standIn.choosingFile(false));
              }}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) {
                  onCoverFile(file);
                  coverChange();
                }
                standIn.choosingFile(false);
              }}
            />
            <Button
              id={idOf('coverUrl')}
              icon={<UploadOutlined />}
              disabled={readOnly}
              onClick={() => coverPicker.current?.click()}
            >
              {values.coverUrl ? '更换封面' : '上传封面'}
            </Button>
            {values.coverUrl ? (
              <Button
                icon={<DeleteOutlined />}
                disabled={readOnly}
                onClick={() => {
                  standIn.press('cover:remove');
                  coverChange();
                }}
              >
                去掉封面
              </Button>
            ) : null}
          </div>
        </div>
      </StandInItem>
      <StandInItem
        label="正文"
        htmlFor={idOf('content')}
        required
        extra="可从 Word 或 WPS 直接粘贴，格式会自动整理；图片请用“插入图片”上传。保存时服务器会去除不安全的代码。"
      >
        {content(values.content)}
      </StandInItem>
      {readOnly ? (
        <p className="editorial-form__readonly">
          您是内容审核人员：可预览、比较版本并作出审核决定，修改请由内容编辑完成。
        </p>
      ) : (
        <div className="editorial-form__actions">
          <Button type="primary" htmlType="submit" disabled={Boolean(item) && !dirty}>
            {item ? '保存为新版本' : '保存草稿'}
          </Button>
          {item ? (
            <Button disabled={!dirty} onClick={() => standIn.press('discard')}>
              放弃修改
            </Button>
          ) : null}
          {dirty ? <span className="editorial-form__dirty">有未保存的修改</span> : null}
        </div>
      )}
    </form>
  );
};
