import { uploadFile as uploadFileEndpoint } from '@rrsp/contract';
import { useMutation } from '@tanstack/react-query';
import { type UploadOptions, uploadFile } from '../../../lib/upload.ts';

/** A picture of a product or a service goes to the files service as a public image (kind=image); progress is reported. */
export const uploadShelfImage = ({ file, ...options }: Omit<UploadOptions, 'query'> & { file: Blob }) =>
  uploadFile(uploadFileEndpoint, file, { ...options, query: { kind: 'image' } });

export const useUploadShelfImage = () => useMutation({ mutationFn: uploadShelfImage });
