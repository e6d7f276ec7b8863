import { CloseOutlined, PlusOutlined, ReloadOutlined, StarOutlined } from '@ant-design/icons';
import { Button, Image, Progress, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { compressImage } from '../../../lib/image.ts';
import { useUploadShelfImage } from '../api/upload-shelf-image.ts';
import {
  asCover,
  IMAGE_COMPRESSION,
  IMAGE_MIMES,
  imageFileProblem,
  takeWithinLimit,
} from '../utils/image-files.ts';
import type { ShelfImage } from '../utils/shelf-form.ts';
import { ShelfImagesHint } from './shelf-images-hint.tsx';
import './shelf.css';
import { useFeedback } from '../../../components/feedback/feedback.tsx';

/** A picture on its way: compressed on this device, then uploaded with a progress bar, or failed with its reason. */
interface Transfer {
  key: string;
  file: File;
  /** The chosen photo on this device, shown dimmed until it has arrived. */
  localUrl: string;
  step: 'compress' | 'upload' | 'failed';
  percent: number;
  message?: string;
}

interface ShelfImagesFieldProps {
  /** The uploaded pictures in order, as the form keeps them; the first is the cover. */
  value?: ShelfImage[];
  onChange?: (images: ShelfImage[]) => void;
  id?: string;
  /** What the pictures show (服务, 产品): their alt text and the list's name say so. */
  noun: string;
  /** How many pictures the item may have. */
  max: number;
  /** Whether pictures are still on their way (the form waits for them before saving). */
  onBusyChange?: (busy: boolean) => void;
  /** Pictures chosen before the field was there (the publish form's stand-in): uploaded as it appears. */
  initialFiles?: File[] | undefined;
}

let nextKey = 0;

/**
 * 产品图片 / 服务图片: up to `max` pictures, each compressed to JPEG on this device and uploaded as a public image with
 * its own progress bar; the first is the cover on the shelf, and any other can be made the cover. A failed upload
 * stays with its reason and a retry until it is removed.
 */
export const ShelfImagesField = ({
  value,
  onChange,
  id,
  noun,
  max,
  onBusyChange,
  initialFiles,
}: ShelfImagesFieldProps) => {
  const { message } = useFeedback();
  const upload = useUploadShelfImage();
  const [transfers, setTransfers] = useState<Transfer[]>([]);
  const images = value ?? [];
  // uploads finish in any order: each adds to the pictures as they are by then, not as they were when it began
  const latest = useRef(images);
  latest.current = images;
  const controllers = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const all = controllers.current;
    return () => {
      for (const controller of all.values()) controller.abort();
    };
  }, []);
  const busy = transfers.some((transfer) => transfer.step !== 'failed');
  const reportBusy = useRef(onBusyChange);
  reportBusy.current = onBusyChange;
  useEffect(() => reportBusy.current?.(busy), [busy]);

  const patch = (key: string, change: Partial<Transfer>) =>
    setTransfers((all) =>
      all.map((transfer) => (transfer.key === key ? { ...transfer, ...change } : transfer)),
    );

  const drop = (key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    setTransfers((all) => {
      const gone = all.find((transfer) => transfer.key === key);
      if (gone) URL.revokeObjectURL(gone.localUrl);
      return all.filter((transfer) => transfer.key !== key);
    });
  };

  const send = async (key: string, file: File) => {
    const controller = new AbortController();
    controllers.current.set(key, controller);
    patch(key, { step: 'compress', percent: 0 });
    try {
      const wrongType = imageFileProblem({ type: file.type, size: 0 });
      if (wrongType) throw new Error(wrongType);
      const compressed = await compressImage(file, IMAGE_COMPRESSION);
      const problem = imageFileProblem(compressed);
      if (problem) throw new Error(problem);
      if (controller.signal.aborted) return;
      patch(key, { step: 'upload', percent: 0 });
      const saved = await upload.mutateAsync({
        file: compressed,
        signal: controller.signal,
        onProgress: (percent) => patch(key, { percent }),
      });
      const next = [
        ...latest.current,
        { fileId: saved.fileId, url: saved.url ?? URL.createObjectURL(compressed) },
      ];
      latest.current = next;
      onChange?.(next);
      drop(key);
    } catch (caught) {
      if (controller.signal.aborted) return;
      controllers.current.delete(key);
      patch(key, { step: 'failed', message: errorMessageOf(caught, '上传失败，请重试') });
    }
  };

  const choose = (chosen: File[]) => {
    const { accepted, dropped } = takeWithinLimit(chosen, images.length + transfers.length, max);
    if (dropped.length > 0) {
      message.warning(
        `最多上传 ${max} 张图片，${dropped.map((file) => `「${file.name}」`).join('、')}未添加`,
      );
    }
    const added = accepted.map((file) => {
      nextKey += 1;
      return {
        key: `upload-${nextKey}`,
        file,
        localUrl: URL.createObjectURL(file),
        step: 'compress' as const,
        percent: 0,
      };
    });
    setTransfers((all) => [...all, ...added]);
    for (const transfer of added) void send(transfer.key, transfer.file);
  };

  const chosenBefore = useRef(initialFiles);
  useEffect(() => {
    const files = chosenBefore.current;
    chosenBefore.current = undefined;
    if (files && files.length > 0) choose(files);
  });

  const remove = (index: number) => onChange?.(images.filter((_, at) => at !== index));
  const room = max - images.length - transfers.length;

  return (
    <div className="shelf-images">
      <ul className="shelf-images__grid" aria-label={`已上传的${noun}图片`}>
        <Image.PreviewGroup>
          {images.map((image, index) => (
            <li key={image.fileId} className="shelf-image">
              <Image
                className="shelf-image__img"
                src={image.url}
                alt={`${noun}图片 ${index + 1}${index === 0 ? '（封面）' : ''}`}
                preview={{ cover: '查看' }}
              />
              {index === 0 ? <span className="shelf-image__cover-badge">封面</span> : null}
              <div className="shelf-image__tools">
                {index > 0 ? (
                  <Button
                    size="small"
                    icon={<StarOutlined />}
                    aria-label={`将第 ${index + 1} 张图片设为封面`}
                    onClick={() => onChange?.(asCover(images, index))}
                  >
                    设为封面
                  </Button>
                ) : null}
                <Button
                  size="small"
                  danger
                  icon={<CloseOutlined />}
                  aria-label={`移除第 ${index + 1} 张图片`}
                  onClick={() => remove(index)}
                />
              </div>
            </li>
          ))}
        </Image.PreviewGroup>
        {transfers.map((transfer) => (
          <li
            key={transfer.key}
            className={transfer.step === 'failed' ? 'shelf-image is-failed' : 'shelf-image is-uploading'}
            aria-live="polite"
          >
            <img className="shelf-image__img shelf-image__img--local" src={transfer.localUrl} alt="" />
            <div className="shelf-image__progress">
              {transfer.step === 'failed' ? (
                <>
                  <span className="shelf-image__error" title={transfer.message}>
                    {transfer.message}
                  </span>
                  <span className="shelf-image__retry">
                    <Button
                      size="small"
                      icon={<ReloadOutlined />}
                      aria-label={`重新上传「${transfer.file.name}」`}
                      onClick={() => void send(transfer.key, transfer.file)}
                    >
                      重试
                    </Button>
                    <Button
                      size="small"
                      icon={<CloseOutlined />}
                      aria-label={`移除「${transfer.file.name}」`}
                      onClick={() => drop(transfer.key)}
                    />
                  </span>
                </>
              ) : (
                <>
                  <span className="shelf-image__step">
                    {transfer.step === 'compress' ? '正在压缩…' : `上传中 ${transfer.percent}%`}
                  </span>
                  <Progress
                    percent={transfer.step === 'compress' ? 0 : transfer.percent}
                    size="small"
                    status="active"
                    showInfo={false}
                    aria-label={`「${transfer.file.name}」上传进度`}
                  />
                  <Button
                    size="small"
                    type="text"
                    className="shelf-image__cancel"
                    aria-label={`取消上传「${transfer.file.name}」`}
                    onClick={() => drop(transfer.key)}
                  >
                    取消
                  </Button>
                </>
              )}
            </div>
          </li>
        ))}
        {room > 0 ? (
          <li className="shelf-images__add">
            <Upload
              id={id}
              accept={IMAGE_MIMES.join(',')}
              multiple
              showUploadList={false}
              beforeUpload={(file, fileList) => {
                // antd asks once per file; the whole choice is handled with its first file
                if (file === fileList[0]) choose(fileList);
                return false;
              }}
            >
              {/* antd's wrapper is the button (keyboard and all): its content only says what it does */}
              <div className="shelf-images__add-button">
                <PlusOutlined aria-hidden="true" />
                <span>上传图片</span>
                <span className="shelf-images__room">还可上传 {room} 张</span>
              </div>
            </Upload>
          </li>
        ) : null}
      </ul>
      <ShelfImagesHint max={max} />
    </div>
  );
};
