import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  type LiveEvent,
  type LiveProgress,
  subscribeLiveEvents,
  subscribeLiveProgress,
} from '../../../lib/live/index.ts';
import type { ExportPage } from '../api/list-exports.ts';
import { dataCenterKeys } from '../api/query-keys.ts';
import { isExportWritten, withExportProgress } from '../utils/export-progress.ts';

/**
 * A progress frame: the export's row moves in every list held (whoever's: an export id is unique); once every row is
 * written the lists are read again, so the row turns 可下载 when the server has finished the file.
 */
export const takeExportProgress = (queryClient: QueryClient, progress: LiveProgress): void => {
  if (progress.task !== 'export') return;
  queryClient.setQueriesData<ExportPage>({ queryKey: dataCenterKeys.exports() }, (page) =>
    page ? withExportProgress(page, progress) : page,
  );
  if (isExportWritten(progress)) void queryClient.invalidateQueries({ queryKey: dataCenterKeys.exports() });
};

/** A 「导出完成」 message (also the word of an export that failed): the lists are read again. */
export const takeExportMessage = (queryClient: QueryClient, event: LiveEvent): void => {
  if (event.type === 'message' && event.message.kind === 'export.ready') {
    void queryClient.invalidateQueries({ queryKey: dataCenterKeys.exports() });
  }
};

/** While the data centre is open, its exports follow the live channel, in this tab whichever tab connects. */
export const useExportLiveUpdates = (): void => {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stopProgress = subscribeLiveProgress((progress) => takeExportProgress(queryClient, progress));
    const stopEvents = subscribeLiveEvents((event) => takeExportMessage(queryClient, event));
    return () => {
      stopProgress();
      stopEvents();
    };
  }, [queryClient]);
};
