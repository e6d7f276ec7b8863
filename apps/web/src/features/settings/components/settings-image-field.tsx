import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useRef } from 'react';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { watchFileDialog } from '../../../lib/file-dialog.ts';
import { compressImage } from '../../../lib/image.ts';
import { useUploadSettingsImage } from '../api/upload-settings-image.ts';

interface SettingsImageFieldProps {
  value?: string | null;
  onChange?: (url: string | null) => void;
  id?: string;
  /** What the picture is (平台标志, 轮播图片): the button and the preview's text say so. */
  noun: string;
  /** Longest side after compression on this device. */
  maxSide: number;
  /** What shows when there is no picture (the portal's own mark or illustration). */
  fallback: string;
  /**
   * On the form's stand-in: the file dialog opened (true) or closed (false), so the real form waits for the choice,
   * and the chosen file, which the real form uploads (`chosenBefore`) instead of this field.
   */
  onDialog?: (open: boolean) => void;
  onPicked?: (file: File) => void;
  /** A picture chosen on the form's stand-in: uploaded once, as this field is drawn. */
  chosenBefore?: File | undefined;
}

/**
 * One public picture of the settings: compressed on this device, uploaded, shown, and removable. The file is chosen
 * with the browser's own picker behind the button (antd's Upload, its list and its styles, would be drawn for one
 * button on the settings' first screen: issue 25).
 */
export const SettingsImageField = ({
  value,
  onChange,
  id,
  noun,
  maxSide,
  fallback,
  onDialog,
  onPicked,
  chosenBefore,
}: SettingsImageFieldProps) => {
  const upload = useUploadSettingsImage();
  const picker = useRef<HTMLInputElement>(null);
  const choose = async (file: File) => {
    const compressed = await compressImage(file, { maxEdge: maxSide, skipBelowBytes: 512 * 1024 });
    const saved = await upload.mutateAsync(compressed);
    onChange?.(saved.url);
  };
  // once: React's development mode runs an effect twice, which would upload it twice
  const handedOver = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the picture chosen before, once
  useEffect(() => {
    if (!chosenBefore || handedOver.current) return;
    handedOver.current = true;
    void choose(chosenBefore).catch(() => undefined);
  }, []);
  return (
    <div className="settings-image" id={id}>
      <img
        className="settings-image__preview"
        src={value ?? fallback}
        alt={value ? noun : `${noun}（默认）`}
      />
      <div className="settings-image__tools">
        <input
          ref={picker}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          // not `hidden`: antd's form styles draw a file input inside a form as a block, over the attribute
          style={{ display: 'none' }}
          aria-label={`选择${noun}图片`}
          onClick={(event) => {
            if (!onDialog) return;
            onDialog(true);
            // closed without a choice: the form may take over
            watchFileDialog(event.currentTarget, () => onDialog(false));
          }}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // cleared, so choosing the same file again is a change too
            event.target.value = '';
            if (file && onPicked) onPicked(file);
            else if (file) void choose(file).catch(() => undefined);
            onDialog?.(false);
          }}
        />
        <Button icon={<UploadOutlined />} loading={upload.isPending} onClick={() => picker.current?.click()}>
          {value ? `更换${noun}` : `上传${noun}`}
        </Button>
        {value ? (
          <Button icon={<DeleteOutlined />} onClick={() => onChange?.(null)}>
            恢复默认
          </Button>
        ) : null}
        {upload.isError ? (
          <span className="settings-image__error" role="alert">
            {errorMessageOf(upload.error, '上传失败，请重试')}
          </span>
        ) : null}
      </div>
    </div>
  );
};
