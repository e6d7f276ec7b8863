import {
  MAX_SERVICE_IMAGES,
  SERVICE_CATEGORIES,
  SERVICE_CATEGORY_LABELS,
  type ServiceDraft,
  type ServiceForm,
  type ServicePublishDetail,
} from '@rrsp/contract';
import { Card, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { MobileInput } from '../../../components/form/mobile-input.tsx';
import { RegionPicker } from '../../../components/form/region-picker.tsx';
import { PriceFields } from '../../../components/shelf/price-fields.tsx';
import { ShelfFormActions } from '../../../components/shelf/shelf-form-actions.tsx';
import { ShelfImagesField } from '../../../components/shelf/shelf-images-field.tsx';
import { ShelfStateNotice } from '../../../components/shelf/shelf-state-notice.tsx';
import { useShelfPublish } from '../../../components/shelf/use-shelf-publish.ts';
import { paths, type WorkArea } from '../../../config/paths.ts';
import { usePublishService } from '../api/publish-service.ts';
import { useSaveService } from '../api/save-service.ts';
import {
  checkDraft,
  checkSubmission,
  FORM_FIELD_LABELS,
  formValuesOf,
  type ServiceFormField,
  type ServiceFormValues,
  serverIssuesOf,
  submissionIssuesOf,
} from '../utils/form-values.ts';
import { serialiseMyServices } from '../utils/shelf-filters.ts';
import { ServicePreview } from './service-preview.tsx';
import './services.css';

const CHECKS = { checkDraft, checkSubmission, submissionIssuesOf, serverIssuesOf };

const PRICE_MODE_HINTS = {
  fixed: '一个固定价格，如 12 元/亩。',
  range: '按面积、距离或规格浮动的价格，如 80–120 元/次。',
  negotiable: '价格由双方协商确定，服务卡片上显示“面议”。',
} as const;

const CATEGORY_OPTIONS = SERVICE_CATEGORIES.map((category) => ({
  value: category,
  label: SERVICE_CATEGORY_LABELS[category],
}));

interface ServicePublishFormProps {
  area: WorkArea;
  /** The service being changed, as its publisher sees it; none for a new service. */
  detail?: ServicePublishDetail | undefined;
  /** The chosen tenant, named on the preview card as the shelf will name it. */
  tenantName?: string | undefined;
}

/**
 * 发布服务: the service's name, category, region (a county or a township), summary, pictures, price, description and
 * contact, checked as they are typed by the contract's rules for a publication; beside it, the card as the shelf
 * will show it. 保存草稿 keeps whatever is filled in (checked by the draft's rules); 提交审核 saves and sends it to
 * audit. A service already approved or waiting goes to audit with every save, so it has only 提交审核.
 */
export const ServicePublishForm = ({ area, detail, tenantName }: ServicePublishFormProps) => {
  const [form] = Form.useForm<ServiceFormValues>();
  const navigate = useNavigate();
  const save = useSaveService();
  const publish = usePublishService();
  const [initial] = useState<ServiceFormValues>(() =>
    detail ? formValuesOf(detail.working) : { images: [] },
  );
  const [regionName, setRegionName] = useState<string | undefined>(detail?.working.regionName ?? undefined);
  const watched = Form.useWatch((values: ServiceFormValues) => values, { form, preserve: true }) ?? initial;
  const { rulesOf, alert, setUploading, onlySubmit, busy, pressed, saveDraft, submit } = useShelfPublish<
    ServiceFormValues,
    ServiceFormField,
    ServiceDraft,
    ServiceForm,
    ServicePublishDetail
  >({
    form,
    detail,
    checks: CHECKS,
    labels: FORM_FIELD_LABELS,
    save,
    publish,
    texts: {
      draftSaved: '草稿已保存，可稍后在“我发布的服务”中接着编辑',
      submitted: '已提交审核，平台审核通过后即在服务中心上架',
      submittedListed: '修改已提交审核；审核通过前，服务中心仍展示原来的版本',
    },
    onSubmitted: (saved) => navigate(paths[area].servicePublicDetail.getHref(saved.id)),
  });

  const myServicesHref = `${paths[area].service.getHref()}?${serialiseMyServices({ tab: 'all', page: 1 })}`;
  const preview = {
    ...watched,
    regionName: regionName?.replace(/^贵州省/, ''),
  };

  return (
    <div className="shelf-publish">
      {detail ? <ShelfStateNotice detail={detail} noun="服务" shelfName="服务中心" /> : null}
      <div className="shelf-publish__columns">
        <Form<ServiceFormValues>
          form={form}
          className="shelf-form"
          layout="vertical"
          name="service"
          aria-label="发布服务"
          initialValues={initial}
          requiredMark
          scrollToFirstError={{ block: 'center' }}
        >
          <Card className="workbench-card" title="基本信息">
            <Form.Item name="name" label="服务名称" required rules={rulesOf('name')}>
              <Input maxLength={40} showCount placeholder="如：水稻无人机植保飞防作业" />
            </Form.Item>
            <div className="shelf-form__row">
              <Form.Item name="category" label="服务类别" required rules={rulesOf('category')}>
                <Select placeholder="请选择服务类别" options={CATEGORY_OPTIONS} />
              </Form.Item>
              <Form.Item
                name="regionCode"
                label="服务地区"
                required
                rules={rulesOf('regionCode')}
                extra="选择到区县，或细化到乡镇（街道）"
              >
                <RegionPicker
                  changeOnSelect
                  knownName={detail?.working.regionName}
                  onNameChange={(name) => {
                    if (name) setRegionName(name);
                  }}
                />
              </Form.Item>
            </div>
            <Form.Item
              name="summary"
              label="服务简介"
              required
              rules={rulesOf('summary')}
              extra="一两句话说清服务内容、范围和优势，显示在服务卡片上。"
            >
              <Input.TextArea rows={3} maxLength={120} showCount placeholder="10–120 个字" />
            </Form.Item>
          </Card>
          <Card className="workbench-card" title="服务图片">
            <Form.Item
              name="images"
              label={`服务图片（至少 1 张，最多 ${MAX_SERVICE_IMAGES} 张）`}
              required
              rules={rulesOf('images')}
            >
              <ShelfImagesField noun="服务" max={MAX_SERVICE_IMAGES} onBusyChange={setUploading} />
            </Form.Item>
          </Card>
          <Card className="workbench-card" title="价格">
            <PriceFields
              rulesOf={rulesOf}
              hints={PRICE_MODE_HINTS}
              unit={{ label: '计价单位（选填）', placeholder: '如：亩、次、吨、天' }}
            />
          </Card>
          <Card className="workbench-card" title="服务详情">
            <Form.Item
              name="description"
              label="服务详情"
              required
              rules={rulesOf('description')}
              extra="写明服务流程、服务标准、收费说明和注意事项等；可分段书写，换行会原样保留。"
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
                <Input maxLength={30} autoComplete="name" placeholder="对接此服务的联系人" />
              </Form.Item>
              <Form.Item
                name="contactMobile"
                label="联系电话"
                required
                rules={rulesOf('contactMobile')}
                extra="展示在服务详情页，供登录用户联系"
              >
                <MobileInput />
              </Form.Item>
            </div>
          </Card>
          <FormAlert message={alert} />
          <ShelfFormActions
            back={{ label: '返回我发布的服务', onClick: () => navigate(myServicesHref) }}
            onlySubmit={onlySubmit}
            busy={busy}
            pressed={pressed}
            onSaveDraft={saveDraft}
            onSubmit={submit}
          />
        </Form>
        <aside className="shelf-publish__preview" aria-label="上架后的样子">
          <ServicePreview values={preview} tenantName={tenantName} />
        </aside>
      </div>
    </div>
  );
};
