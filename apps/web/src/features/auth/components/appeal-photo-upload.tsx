import { UploadOutlined } from '@ant-design/icons';
import { APPEAL_UPLOAD_MAX_BYTES } from '@rrsp/contract';
import { Button, Upload, type UploadFile, type UploadProps } from 'antd';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { compressImage } from '../../../lib/image.ts';
import { useUploadAppealPhoto } from '../api/appeal.ts';

const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const MAX_APPEAL_PHOTOS = 3;

interface AppealPhotoUploadProps {
  value?: UploadFile[];
  onChange?: (files: UploadFile[]) => void;
  id?: string;
}

/**
 * ID-card photos for the appeal: JPG/PNG/WebP, compressed in the browser before upload, at most 5 MB each and
 * three in all, with a progress bar per file. A controlled antd Upload, so it sits in a Form.Item.
 */
export const AppealPhotoUpload = ({ value = [], onChange, id }: AppealPhotoUploadProps) => {
  const { mutateAsync: upload } = useUploadAppealPhoto();
  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (!ACCEPTED_TYPES.includes(file.type)) {
      onChange?.([
        ...value,
        { uid: file.uid, name: file.name, status: 'error', response: '仅支持 JPG、PNG、WebP 格式的图片' },
      ]);
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = async ({ file, onProgress, onSuccess, onError }) => {
    const original = file as File;
    try {
      const compressed = await compressImage(original);
      if (compressed.size > APPEAL_UPLOAD_MAX_BYTES) {
        throw new Error('照片压缩后仍超过 5 MB，请换一张清晰度适中的照片');
      }
      const uploaded = await upload({ file: compressed, onProgress: (percent) => onProgress?.({ percent }) });
      onSuccess?.(uploaded);
    } catch (caught) {
      const error = new Error(errorMessageOf(caught, '上传失败，请重试'));
      onError?.(error, error.message);
    }
  };

  return (
    <Upload
      id={id}
      accept={ACCEPTED_TYPES.join(',')}
      listType="picture"
      fileList={value}
      maxCount={MAX_APPEAL_PHOTOS}
      multiple
      beforeUpload={beforeUpload}
      customRequest={customRequest}
      onChange={({ fileList }) =>
        onChange?.(
          fileList.map((item) =>
            item.status === 'error' && item.error instanceof Error
              ? { ...item, response: item.error.message }
              : item,
          ),
        )
      }
      progress={{ size: 3, showInfo: false }}
    >
      <Button icon={<UploadOutlined />} disabled={value.length >= MAX_APPEAL_PHOTOS}>
        选择照片
      </Button>
    </Upload>
  );
};
