import { Alert, Button, Modal, Skeleton } from 'antd';
import { useLicenceLink } from '../api/get-licence-link.ts';

interface LicencePreviewProps {
  open: boolean;
  onClose: () => void;
  /** A photo chosen on this device (not yet saved with the application). */
  localUrl?: string | undefined;
  /** The licence saved with an application: shown through the server's short-lived watermarked link. */
  stored?: { applicationId: string; fileId: string; name: string } | undefined;
}

/** The licence at full size in a dialog. */
export const LicencePreview = ({ open, onClose, localUrl, stored }: LicencePreviewProps) => {
  const link = useLicenceLink(
    stored?.applicationId ?? '',
    stored?.fileId ?? '',
    open && !localUrl && !!stored,
  );
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={880}
      title="营业执照"
      destroyOnHidden
      className="licence-preview"
    >
      {localUrl ? (
        <img className="licence-preview__image" src={localUrl} alt="营业执照照片" />
      ) : !stored ? (
        <p>照片尚未保存，请重新上传后查看。</p>
      ) : link.isPending ? (
        <Skeleton.Image active className="licence-preview__skeleton" />
      ) : link.isError ? (
        <Alert
          type="warning"
          showIcon
          title="营业执照暂时无法查看"
          description={link.error.message}
          action={
            <Button size="small" onClick={() => void link.refetch()}>
              重试
            </Button>
          }
        />
      ) : (
        <>
          <img className="licence-preview__image" src={link.data.url} alt={`营业执照：${stored.name}`} />
          <p className="licence-preview__note">
            照片带有“仅限本平台审核使用”水印，查看地址{' '}
            {Math.max(1, Math.round(link.data.expiresInSeconds / 60))} 分钟内有效。
          </p>
        </>
      )}
    </Modal>
  );
};
