import {
  DeleteOutlined,
  EyeOutlined,
  FileImageOutlined,
  InboxOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import { Alert, Button, Progress, Upload } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { compressImage } from '../../../lib/image.ts';
import { useUploadLicence } from '../api/upload-licence.ts';
import {
  formatFileSize,
  LICENCE_COMPRESSION,
  LICENCE_MIMES,
  licenceFileProblem,
} from '../utils/licence-file.ts';
import { LicencePreview } from './licence-preview.tsx';

/** The licence kept with the application (shown through a watermarked link). */
export interface StoredLicence {
  applicationId: string;
  fileId: string;
  name: string;
  size: number;
}

interface Fresh {
  fileId: string;
  name: string;
  size: number;
  /** The compressed photo on this device, for the preview. */
  localUrl: string;
}

type Phase =
  | { kind: 'idle' }
  | { kind: 'working'; name: string; step: 'compress' | 'upload'; percent: number }
  | { kind: 'failed'; name: string; message: string };

interface LicenceUploadProps {
  /** The uploaded file's id, as the form keeps it. */
  value?: string;
  onChange?: (fileId: string | undefined) => void;
  id?: string;
  stored?: StoredLicence | null | undefined;
  /** Tells the form the name of a newly uploaded file (the summary shows it). */
  onUploaded?: (file: { fileId: string; name: string }) => void;
}

/**
 * 营业执照: a JPG or PNG photo, compressed on this device and uploaded with a progress bar as a private file. The
 * file chosen here is previewed from the device; a stored one through the server's watermarked link.
 */
export const LicenceUpload = ({ value, onChange, id, stored, onUploaded }: LicenceUploadProps) => {
  const upload = useUploadLicence();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [fresh, setFresh] = useState<Fresh>();
  const [previewOpen, setPreviewOpen] = useState(false);
  const abort = useRef<AbortController | undefined>(undefined);

  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => () => (fresh ? URL.revokeObjectURL(fresh.localUrl) : undefined), [fresh]);

  const start = async (file: File) => {
    // the size is checked after compression: a large photo usually shrinks well below the limit
    if (!LICENCE_MIMES.includes(file.type)) {
      setPhase({ kind: 'failed', name: file.name, message: licenceFileProblem(file) ?? '' });
      return;
    }
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setPhase({ kind: 'working', name: file.name, step: 'compress', percent: 0 });
    try {
      const compressed = await compressImage(file, LICENCE_COMPRESSION);
      const tooBig = licenceFileProblem(compressed);
      if (tooBig) throw new Error(tooBig);
      setPhase({ kind: 'working', name: file.name, step: 'upload', percent: 0 });
      const saved = await upload.mutateAsync({
        file: compressed,
        signal: controller.signal,
        onProgress: (percent) => setPhase({ kind: 'working', name: file.name, step: 'upload', percent }),
      });
      setFresh({
        fileId: saved.fileId,
        name: file.name,
        size: saved.size,
        localUrl: URL.createObjectURL(compressed),
      });
      setPhase({ kind: 'idle' });
      onUploaded?.({ fileId: saved.fileId, name: file.name });
      onChange?.(saved.fileId);
    } catch (caught) {
      if (controller.signal.aborted) {
        setPhase({ kind: 'idle' });
        return;
      }
      setPhase({ kind: 'failed', name: file.name, message: errorMessageOf(caught, '上传失败，请重试') });
    }
  };

  const picker = (children: ReactNode, dragger: boolean) => {
    const props = {
      accept: LICENCE_MIMES.join(','),
      showUploadList: false,
      multiple: false,
      beforeUpload: (file: File) => {
        void start(file);
        return false;
      },
    };
    return dragger ? (
      <Upload.Dragger {...props} id={id} className="licence-upload__dragger">
        {children}
      </Upload.Dragger>
    ) : (
      <Upload {...props}>{children}</Upload>
    );
  };

  if (phase.kind === 'working') {
    return (
      <div className="licence-upload__card" aria-live="polite">
        <FileImageOutlined className="licence-upload__icon" aria-hidden="true" />
        <div className="licence-upload__main">
          <div className="licence-upload__name">{phase.name}</div>
          <div className="licence-upload__meta">
            {phase.step === 'compress' ? '正在压缩照片…' : `正在上传 ${phase.percent}%`}
          </div>
          <Progress
            percent={phase.step === 'compress' ? 0 : phase.percent}
            size="small"
            status="active"
            showInfo={false}
            aria-label="上传进度"
          />
        </div>
        <Button onClick={() => abort.current?.abort()}>取消</Button>
      </div>
    );
  }

  const local = value && fresh?.fileId === value ? fresh : undefined;
  const shown = value
    ? local
      ? { name: local.name, size: local.size }
      : stored?.fileId === value
        ? { name: stored.name, size: stored.size }
        : { name: '营业执照', size: 0 }
    : undefined;

  return (
    <div className="licence-upload">
      {phase.kind === 'failed' ? (
        <Alert
          className="licence-upload__error"
          type="error"
          showIcon
          title={`「${phase.name}」未能上传`}
          description={phase.message}
          closable={{ onClose: () => setPhase({ kind: 'idle' }) }}
        />
      ) : null}
      {shown ? (
        <div className="licence-upload__card">
          {local ? (
            <img className="licence-upload__thumb" src={local.localUrl} alt="营业执照照片缩略图" />
          ) : (
            <FileImageOutlined className="licence-upload__icon" aria-hidden="true" />
          )}
          <div className="licence-upload__main">
            <div className="licence-upload__name">{shown.name}</div>
            <div className="licence-upload__meta">
              已上传{shown.size > 0 ? ` · ${formatFileSize(shown.size)}` : ''}
            </div>
          </div>
          <div className="licence-upload__actions">
            <Button icon={<EyeOutlined />} onClick={() => setPreviewOpen(true)}>
              查看
            </Button>
            {picker(<Button icon={<ReloadOutlined />}>重新上传</Button>, false)}
            <Button
              icon={<DeleteOutlined />}
              aria-label="移除营业执照"
              onClick={() => {
                onChange?.(undefined);
              }}
            />
          </div>
        </div>
      ) : (
        picker(
          <>
            <p className="ant-upload-drag-icon">
              <InboxOutlined aria-hidden="true" />
            </p>
            <p className="ant-upload-text">点击或将营业执照照片拖到此处上传</p>
            <p className="ant-upload-hint">
              JPG 或 PNG，不超过 10
              MB；请上传正本或副本的完整照片，四角齐全、文字清晰。照片会先在本机压缩再上传。
            </p>
          </>,
          true,
        )
      )}
      <LicencePreview
        open={previewOpen}
        onClose={() => setPreviewOpen(false)}
        localUrl={local?.localUrl}
        stored={stored && stored.fileId === value ? stored : undefined}
      />
    </div>
  );
};
