import { FileImageOutlined, FilePdfOutlined, FileProtectOutlined, UploadOutlined } from '@ant-design/icons';
import {
  CERTIFICATE_PDF_MAX_PAGES,
  CERTIFICATION_LABELS,
  type Certification,
  FILE_KINDS,
} from '@rrsp/contract';
import { Button, Form, Input, Upload } from 'antd';
import { useState } from 'react';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { compressImage } from '../../../lib/image.ts';
import { openStoredCertificate } from '../api/open-certificate.ts';
import { useUploadCertificate } from '../api/upload-certificate.ts';
import { sortedCertifications } from '../utils/product-fields.ts';

const CERTIFICATE_MIMES: readonly string[] = FILE_KINDS.certificate.mimes;
const CERTIFICATE_MAX_MB = FILE_KINDS.certificate.maxBytes / 1024 / 1024;
/** Certificates carry small print, as licences do: more pixels than a product photo. */
const CERTIFICATE_COMPRESSION = { maxEdge: 2400, quality: 0.85 } as const;

/** What each certificate's number looks like, so the right line of the certificate is copied. */
const NUMBER_PLACEHOLDERS: Record<Certification, string> = {
  green: '如：LB-15-2103520789A',
  organic: '如：227OP2100123',
  geo: '如：AGI02215',
};

type Evidence = { fileId: string; name: string; stored?: boolean };

interface CertificateUploadProps {
  value?: Evidence;
  onChange?: (value: Evidence | undefined) => void;
  id?: string;
  label: string;
  /** The product being changed: a certificate it keeps can be opened again. */
  productId: string | undefined;
}

const isPdf = (file: Blob) => file.type === 'application/pdf';

/**
 * One certificate's photo, scan or PDF: a picture compressed on this device, a PDF sent as it is (the server draws the
 * watermark on its pages), uploaded as a private file, named once it is. One the product keeps opens in a new tab.
 */
const CertificateUpload = ({ value, onChange, id, label, productId }: CertificateUploadProps) => {
  const upload = useUploadCertificate();
  const [state, setState] = useState<{ busy: boolean; problem?: string }>({ busy: false });

  const start = async (file: File) => {
    if (!CERTIFICATE_MIMES.includes(file.type)) {
      setState({ busy: false, problem: `${label}证书仅支持 JPG、PNG 格式的照片、扫描件或 PDF 文件` });
      return;
    }
    setState({ busy: true });
    try {
      const ready = isPdf(file) ? file : await compressImage(file, CERTIFICATE_COMPRESSION);
      if (ready.size > FILE_KINDS.certificate.maxBytes)
        throw new Error(
          isPdf(file)
            ? `证书 PDF 不能超过 ${CERTIFICATE_MAX_MB} MB，请只保留证书所在的页面`
            : `证书照片不能超过 ${CERTIFICATE_MAX_MB} MB，请换一张清晰度适中的照片`,
        );
      const saved = await upload.mutateAsync({ file: ready });
      setState({ busy: false });
      onChange?.({ fileId: saved.fileId, name: file.name });
    } catch (caught) {
      setState({ busy: false, problem: errorMessageOf(caught, '上传失败，请重试') });
    }
  };

  return (
    <div className="product-form__evidence">
      {value ? (
        <span className="product-form__evidence-name">
          {/* a stored certificate's name is not kept, so neither is whether it was a picture or a PDF */}
          {value.stored ? (
            <FileProtectOutlined aria-hidden="true" />
          ) : value.name.toLowerCase().endsWith('.pdf') ? (
            <FilePdfOutlined aria-hidden="true" />
          ) : (
            <FileImageOutlined aria-hidden="true" />
          )}{' '}
          {value.name}
        </span>
      ) : null}
      {value?.stored && productId ? (
        <Button
          type="link"
          size="small"
          onClick={() =>
            void openStoredCertificate(productId, value.fileId).catch((caught: unknown) =>
              setState({ busy: false, problem: errorMessageOf(caught, '证书打开失败，请重试') }),
            )
          }
        >
          查看{label}证书
        </Button>
      ) : null}
      <Upload
        accept={CERTIFICATE_MIMES.join(',')}
        showUploadList={false}
        multiple={false}
        beforeUpload={(file) => {
          void start(file);
          return false;
        }}
      >
        <Button id={id} icon={<UploadOutlined />} loading={state.busy}>
          {value ? '重新上传' : `上传${label}证书`}
        </Button>
      </Upload>
      {state.problem ? (
        <div className="product-form__evidence-problem" role="alert">
          {state.problem}
        </div>
      ) : null}
    </div>
  );
};

/**
 * Each ticked certification asks for its certificate's number and a photo or PDF of it (issue 24): the reviewers check
 * the one against the other, and buyers see the number of each certification that passed.
 */
export const CertificateFields = ({
  chosen,
  productId,
}: {
  chosen: readonly Certification[] | undefined;
  productId: string | undefined;
}) => (
  <>
    {sortedCertifications(chosen ?? []).map((kind) => {
      const label = CERTIFICATION_LABELS[kind];
      return (
        <fieldset key={kind} className="product-form__certificate">
          <legend>{label}证书</legend>
          <Form.Item
            name={['certificates', kind, 'certificateNumber']}
            label="证书编号"
            required
            rules={[{ required: true, whitespace: true, message: `请填写${label}的证书编号` }]}
          >
            <Input maxLength={40} placeholder={NUMBER_PLACEHOLDERS[kind]} />
          </Form.Item>
          <Form.Item
            name={['certificates', kind, 'evidence']}
            label="证书照片或 PDF"
            required
            rules={[{ required: true, message: `请上传${label}证书的照片、扫描件或 PDF` }]}
            extra={`JPG、PNG 或 PDF（不超过 ${CERTIFICATE_PDF_MAX_PAGES} 页、未加密），不超过 ${CERTIFICATE_MAX_MB} MB；仅平台审核人员与本主体成员可查看，查看时带水印。`}
          >
            <CertificateUpload label={label} productId={productId} />
          </Form.Item>
        </fieldset>
      );
    })}
  </>
);
