import { paths, type WorkArea } from '../../../config/paths.ts';
import { useShelfActions } from '../../shelf/hooks/use-shelf-actions.tsx';
import { useDeleteService } from '../api/delete-service.ts';
import { useOffShelfService } from '../api/off-shelf-service.ts';
import { usePublishService } from '../api/publish-service.ts';
import { fieldLabelOf } from '../utils/service-fields.ts';

interface ServiceActionsOptions {
  area: WorkArea;
  /** After a deletion went through (a page showing the deleted service moves away). */
  onDeleted?: () => void;
}

/** What the owner's buttons do to a service (the shelf's useShelfActions), with the service centre's words. */
export const useServiceActions = ({ area, onDeleted }: ServiceActionsOptions) =>
  useShelfActions({
    noun: '服务',
    publishedText: '平台审核通过后将在服务中心上架',
    offShelfText: '下架后，服务中心将不再展示该服务；如需重新上架，须再次提交平台审核。',
    editHref: (id) => paths[area].servicePublish.getHref(id),
    fieldLabel: fieldLabelOf,
    publish: usePublishService(),
    offShelf: useOffShelfService(),
    remove: useDeleteService(),
    onDeleted,
  });
