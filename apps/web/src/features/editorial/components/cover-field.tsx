import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Progress } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { compressImage } from '../../../lib/image.ts';
import { uploadEditorialImage } from '../api/editorial-actions.ts';

interface CoverFieldProps {
  id?: string;
  value?: string | null;
  onChange?: (url: string | null) => void;
  /** A picture chosen on the form's stand-in before this field was there: uploaded once, at once. */
  chosenBefore?: File | undefined;
}

/**
 * 封面图片: compressed on this device, uploaded with progress, shown as lists and pages will crop it. The file is chosen
 * with the browser's own picker behind the button (antd's Upload would bring its list and styles for one button).
 */
export const CoverField = ({ id, value, onChange, chosenBefore }: CoverFieldProps) => {
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  const picker = useRef<HTMLInputElement>(null);
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
  // once: React's development mode runs an effect twice, which would upload it twice
  const handedOver = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the picture chosen before, once
  useEffect(() => {
    if (!chosenBefore || handedOver.current) return;
    handedOver.current = true;
    void choose(chosenBefore);
  }, []);
  return (
    <div className="editorial-cover">
      {value ? (
        <img className="editorial-cover__preview" src={value} alt="封面预览" />
      ) : (
        <div className="editorial-cover__empty">未上传封面，列表中将显示默认图</div>
      )}
      <div className="editorial-cover__tools">
        <input
          ref={picker}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-label="选择封面图片"
          // not `hidden`: antd's form styles draw a file input inside a form as a block, over the attribute
          style={{ display: 'none' }}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // cleared, so choosing the same file again is a change too
            event.target.value = '';
            if (file) void choose(file);
          }}
        />
        <Button
          id={id}
          icon={<UploadOutlined />}
          loading={percent !== null}
          onClick={() => picker.current?.click()}
        >
          {value ? '更换封面' : '上传封面'}
        </Button>
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
