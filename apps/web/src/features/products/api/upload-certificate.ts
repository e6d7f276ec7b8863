import { uploadFile as uploadFileEndpoint } from '@rrsp/contract';
import { useMutation } from '@tanstack/react-query';
import { type UploadOptions, uploadFile } from '../../../lib/upload.ts';

/** A certificate goes to the files service as a private file (kind=certificate), kept and watermarked like a licence. */
export const uploadCertificate = ({ file, ...options }: Omit<UploadOptions, 'query'> & { file: Blob }) =>
  uploadFile(uploadFileEndpoint, file, { ...options, query: { kind: 'certificate' } });

export const useUploadCertificate = () => useMutation({ mutationFn: uploadCertificate });
