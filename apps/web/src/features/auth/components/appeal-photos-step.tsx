import { Alert, Button, Form, type UploadFile } from 'antd';
import { photoIdsOf } from './appeal-photo-ids.ts';
import { AppealPhotoUpload } from './appeal-photo-upload.tsx';

interface AppealPhotosStepProps {
  initial: UploadFile[];
  onBack: (files: UploadFile[]) => void;
  onDone: (files: UploadFile[]) => void;
}

/** 账号申诉, step 3: one to three ID-card photos, each uploaded (with progress) as soon as it is chosen. */
export const AppealPhotosStep = ({ initial, onBack, onDone }: AppealPhotosStepProps) => {
  const [form] = Form.useForm<{ photos: UploadFile[] }>();
  const photos = Form.useWatch('photos', form);
  const uploading = (photos ?? []).some((file) => file.status === 'uploading');
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ photos: initial }}
      // A message from the last submit should not linger while the next photo is on its way.
      onValuesChange={() => form.setFields([{ name: 'photos', errors: [] }])}
      onFinish={(values) => onDone(values.photos)}
      name="appeal-photos"
      aria-label="上传照片"
    >
      <Alert
        className="form-alert"
        type="info"
        showIcon
        title="请上传手持身份证照片或身份证正反面照片"
        description="JPG、PNG、WebP 格式，每张不超过 5 MB，最多 3 张；较大的照片会在上传前自动压缩。"
      />
      <Form.Item
        label="身份证照片"
        name="photos"
        valuePropName="value"
        validateTrigger={[]}
        rules={[
          {
            validator: async (_rule, value: UploadFile[] | undefined) => {
              if (photoIdsOf(value).length === 0) throw new Error('请至少上传 1 张身份证照片');
              if ((value ?? []).some((file) => file.status === 'error'))
                throw new Error('有照片上传失败，请删除后重新上传');
            },
          },
        ]}
      >
        <AppealPhotoUpload />
      </Form.Item>
      <div className="flow-actions">
        <Button onClick={() => onBack(form.getFieldValue('photos') ?? [])} disabled={uploading}>
          上一步
        </Button>
        <Button type="primary" htmlType="submit" disabled={uploading}>
          {uploading ? '照片上传中…' : '下一步'}
        </Button>
      </div>
    </Form>
  );
};
