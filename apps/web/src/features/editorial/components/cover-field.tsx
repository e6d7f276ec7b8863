import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Progress, Upload } from 'antd';
import { useState } from 'react';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { compressImage } from '../../../lib/image.ts';
import { uploadEditorialImage } from '../api/editorial-actions.ts';

interface CoverFieldProps {
  id?: string;
  value?: string | null;
  onChange?: (url: string | null) => void;
}

/** 封面图片: compressed on this device, uploaded with progress, shown as lists and pages will crop it. */
export const CoverField = ({ id, value, onChange }: CoverFieldProps) => {
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  const choose = async (file: File) => {
    setError(undefined);
    setPercent(0);
    try {
      const compressed = await compressImage(file, { maxEdge: 1600, skipBelowBytes: 300 * 1024 });
      const saved = await uploadEditorialImage(compressed, setPercent);
      if (!saved.url) throw new Error('图片上传后没有得到地址，请重试');
      onChange?.(saved.url);
    } catch (caught) {
      setError(errorMessageOf(caught, '上传失败，请重试'));
    } finally {
      setPercent(null);
    }
  };
  return (
    <div className="editorial-cover">
      {value ? (
        <img className="editorial-cover__preview" src={value} alt="封面预览" />
      ) : (
        <div className="editorial-cover__empty">未上传封面，列表中将显示默认图</div>
      )}
      <div className="editorial-cover__tools">
        <Upload
          accept="image/jpeg,image/png,image/webp"
          showUploadList={false}
          beforeUpload={(file) => {
            void choose(file);
            return false;
          }}
        >
          <Button id={id} icon={<UploadOutlined />} loading={percent !== null}>
            {value ? '更换封面' : '上传封面'}
          </Button>
        </Upload>
        {value ? (
          <Button icon={<DeleteOutlined />} onClick={() => onChange?.(null)}>
            去掉封面
          </Button>
        ) : null}
        {percent !== null ? <Progress percent={percent} size="small" aria-label="封面上传进度" /> : null}
        {error ? (
          <span className="editorial-cover__error" role="alert">
            {error}
          </span>
        ) : null}
      </div>
    </div>
  );
};
