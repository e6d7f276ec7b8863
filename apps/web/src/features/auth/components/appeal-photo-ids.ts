import type { UploadFile } from 'antd';

/** The uploaded file ids, in order, of the files that finished. */
export const photoIdsOf = (files: UploadFile[] | undefined): string[] =>
  (files ?? []).flatMap((file) =>
    file.status === 'done' && typeof (file.response as { fileId?: unknown })?.fileId === 'string'
      ? [(file.response as { fileId: string }).fileId]
      : [],
  );
