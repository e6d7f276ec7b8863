import { uploadFile as uploadFileEndpoint } from '@rrsp/contract';
import { useMutation } from '@tanstack/react-query';
import { type UploadOptions, uploadFile } from '../../../lib/upload.ts';

/** The business licence goes to the files service as a private file (kind=licence); progress is reported. */
export const uploadLicence = ({ file, ...options }: Omit<UploadOptions, 'query'> & { file: Blob }) =>
  uploadFile(uploadFileEndpoint, file, { ...options, query: { kind: 'licence' } });

export const useUploadLicence = () => useMutation({ mutationFn: uploadLicence });
