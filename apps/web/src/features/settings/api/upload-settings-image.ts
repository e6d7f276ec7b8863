import { uploadFile as uploadFileEndpoint } from '@rrsp/contract';
import { useMutation } from '@tanstack/react-query';
import { uploadFile } from '../../../lib/upload.ts';

/** The logo and the banner pictures are public images of the files service (kind=image). */
export const useUploadSettingsImage = () =>
  useMutation({
    mutationFn: (file: Blob) => uploadFile(uploadFileEndpoint, file, { query: { kind: 'image' } }),
  });
