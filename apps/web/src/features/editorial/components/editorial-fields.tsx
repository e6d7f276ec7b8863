import { ContentFieldsSchema, type EditorialKind, NEWS_CATEGORIES, NewsFieldsSchema } from '@rrsp/contract';
import { Form, Input, Select } from 'antd';
import { DateTimePicker } from '../../../components/form/date-time-picker.tsx';
import { RegionPicker } from '../../../components/form/region-picker.tsx';
import { fieldRules, zodRule } from '../../../lib/zod-rule.ts';
import { useContentClassOptions } from '../api/editorial-queries.ts';
import { CoverField } from './cover-field.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';

const news = NewsFieldsSchema.shape;
const content = ContentFieldsSchema.shape;

/** The fields of a version of one kind: what a visitor will read, checked by the contract's own rules. */
export const EditorialFields = ({
  kind,
  onNotice,
  coverFile,
}: {
  kind: EditorialKind;
  onNotice: (text: string) => void;
  /** A cover picture chosen before the form was there (on its stand-in): uploaded at once. */
  coverFile?: File | undefined;
}) => {
  const classes = useContentClassOptions(kind === 'news' ? undefined : kind);
  const provider = kind === 'case' ? '服务方' : '提供方';
  return (
    <>
      <Form.Item name="title" label="标题" rules={fieldRules('请填写标题', news.title)}>
        <Input maxLength={100} showCount placeholder="简明写出内容要点，最多 100 字" />
      </Form.Item>
      <div className="editorial-form__grid">
        {kind === 'news' ? (
          <>
            <Form.Item name="category" label="分类" rules={[{ required: true, message: '请选择分类' }]}>
              <Select
                options={NEWS_CATEGORIES.map((category) => ({ value: category.code, label: category.name }))}
              />
            </Form.Item>
            <Form.Item name="source" label="来源" rules={fieldRules('请填写来源', news.source)}>
              <Input maxLength={50} placeholder="如 贵州省农业农村厅" />
            </Form.Item>
            <Form.Item name="author" label="作者" rules={[zodRule(news.author)]}>
              <Input maxLength={30} placeholder="可不填" />
            </Form.Item>
          </>
        ) : (
          <>
            <Form.Item name="classId" label="分类" rules={[{ required: true, message: '请选择分类' }]}>
              <Select
                options={classes.data ?? []}
                loading={classes.isPending}
                placeholder="请选择分类"
                notFoundContent={classes.isError ? '分类加载失败，请刷新重试' : '暂无分类'}
              />
            </Form.Item>
            <Form.Item
              name="providerName"
              label={provider}
              rules={fieldRules(`请填写${provider}`, content.providerName)}
            >
              <Input maxLength={60} placeholder="单位或企业全称" />
            </Form.Item>
            <Form.Item
              name="regionCode"
              label="地区"
              rules={[{ required: true, message: '请选择地区' }, zodRule(content.regionCode)]}
              extra="选到县（市、区）"
            >
              <RegionPicker changeOnSelect />
            </Form.Item>
            <Form.Item
              name="tags"
              label="标签"
              rules={[zodRule(content.tags)]}
              extra="最多 8 个，每个不超过 12 字，回车确认"
            >
              <Select
                mode="tags"
                open={false}
                tokenSeparators={[',', '，', '、']}
                placeholder="如 茶叶、冷链"
              />
            </Form.Item>
            <Form.Item name="contactName" label="联系人" rules={[zodRule(content.contactName)]}>
              <Input maxLength={20} placeholder="可不填；仅向登录用户显示" />
            </Form.Item>
            <Form.Item name="contactPhone" label="联系电话" rules={[zodRule(content.contactPhone)]}>
              <Input maxLength={20} placeholder="如 0851-8888 6666" />
            </Form.Item>
          </>
        )}
        <Form.Item
          name="publishedAt"
          label="显示的发布时间"
          extra="读者看到的发布时间，最晚为明天；不填则为首次发布的时刻。要在将来发布，请提交后由审核人员定时发布"
        >
          <DateTimePicker placeholder="不填则自动" />
        </Form.Item>
      </div>
      <Form.Item name="summary" label="摘要" rules={[zodRule(news.summary)]}>
        <Input.TextArea
          maxLength={300}
          showCount
          autoSize={{ minRows: 2, maxRows: 4 }}
          placeholder="列表和分享卡片中显示，最多 300 字"
        />
      </Form.Item>
      <Form.Item name="coverUrl" label="封面图片">
        <CoverField chosenBefore={coverFile} />
      </Form.Item>
      <Form.Item
        name="content"
        label="正文"
        rules={[{ required: true, message: '请填写正文' }]}
        extra="可从 Word 或 WPS 直接粘贴，格式会自动整理；图片请用“插入图片”上传。保存时服务器会去除不安全的代码。"
      >
        <RichTextEditor onNotice={onNotice} />
      </Form.Item>
    </>
  );
};
