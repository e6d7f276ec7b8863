import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTenantScope } from '../../../hooks/use-tenant-scope.ts';
import type { OwnItemKeys } from './shelf-item-keys.ts';

/**
 * What the owner's calls on a product or a service (each kind's own endpoint) do to what the screens read: the
 * answer is the item as its owner sees it next, and the lists it changes are read again. The same for both kinds.
 */

interface OwnItem {
  id: string;
}

/**
 * saveOrUpdate: creates the item, or replaces its working version; the answer is kept as the item's publish
 * detail, and the tenant's list and counts are read again.
 */
export const useSaveOwnItem = <Body, Item extends OwnItem>(
  keys: OwnItemKeys,
  save: (body: Body) => Promise<Item>,
) => {
  const queryClient = useQueryClient();
  const tenantId = useTenantScope();
  return useMutation({
    mutationFn: save,
    onSuccess: (item) => {
      queryClient.setQueryData(keys.publishDetail(tenantId, item.id), item);
      void queryClient.invalidateQueries({ queryKey: keys.mine(tenantId) });
    },
  });
};

/**
 * Sends an item to audit (`publish`), or takes it off the shelf (`offShelf`, no audit); whatever the answer (another
 * tab may have acted) the tenant's items are read again, and after an off-shelf the shelf itself too.
 */
export const useOwnItemAction = <Item extends OwnItem>(
  keys: OwnItemKeys,
  action: 'publish' | 'offShelf',
  request: (id: string) => Promise<Item>,
) => {
  const queryClient = useQueryClient();
  const tenantId = useTenantScope();
  return useMutation({
    mutationFn: request,
    onSuccess: (item) => queryClient.setQueryData(keys.publishDetail(tenantId, item.id), item),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: action === 'offShelf' ? keys.all : keys.mine(tenantId) }),
  });
};

/**
 * Deletes an item (a draft, rejected, or off the shelf); the lists are read again. The deleted item's own queries are
 * left alone: the page showing it moves away, and asking for it again would only answer 404.
 */
export const useDeleteOwnItem = (keys: OwnItemKeys, remove: (id: string) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: remove,
    onSettled: (_data, _error, id) => {
      void queryClient.invalidateQueries({
        queryKey: keys.all,
        predicate: (query) => !query.queryKey.includes(id),
      });
    },
  });
};
