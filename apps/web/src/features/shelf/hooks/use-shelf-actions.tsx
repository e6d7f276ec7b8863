import type { ShelfAction } from '@rrsp/contract';
import type { UseMutationResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { errorMessageOf, fieldIssuesOf, reasonOf } from '../../../lib/api-error.ts';
import '../components/shelf.css';
import { useFeedback } from '../../../components/feedback/feedback.tsx';

export interface ActionTarget {
  id: string;
  name: string;
}

/** An owner's action on one item, called with the item's id. */
type ItemMutation = Pick<
  UseMutationResult<unknown, unknown, string>,
  'mutateAsync' | 'isPending' | 'variables'
>;

export interface ShelfActionsConfig {
  /** 产品, 服务: what the confirmations and messages call the item. */
  noun: string;
  /** What happens after 提交审核, said after the item's name: 平台审核通过后将在服务中心上架. */
  publishedText: string;
  /** What 下架 does, said in its confirmation. */
  offShelfText: string;
  /** The item's publish form (编辑, and where to fill in what is missing). */
  editHref: (id: string) => string;
  /** The words for a field name of this kind of item, for the fields still to fill in. */
  fieldLabel: (field: string) => string | undefined;
  publish: ItemMutation;
  offShelf: ItemMutation;
  remove: ItemMutation;
  /** After a deletion went through (a page showing the deleted item moves away). */
  onDeleted?: (() => void) | undefined;
}

/**
 * What the owner's buttons do (编辑, 提交审核, 下架, 删除; the item's `actions` say which are shown), for products
 * and services alike: a confirmation for what cannot be undone, the call, and a word on the outcome. A refusal is
 * read by its reason: an item still incomplete names what to fill in and offers the form; an action its state no
 * longer allows (another tab, an operator) says why, and the lists are read again whatever happened.
 */
export const useShelfActions = ({
  noun,
  publishedText,
  offShelfText,
  editHref,
  fieldLabel,
  publish,
  offShelf,
  remove,
  onDeleted,
}: ShelfActionsConfig) => {
  const { message, modal } = useFeedback();
  const navigate = useNavigate();

  const fail = (caught: unknown, target: ActionTarget) => {
    const reason = reasonOf(caught);
    if (reason === 'VALIDATION' || reason === 'BUSINESS_RULE') {
      const issues = fieldIssuesOf(caught);
      modal.confirm({
        title: `「${target.name}」还不能提交审核`,
        content:
          issues.length > 0 ? (
            <ul className="shelf-issues">
              {issues.map((issue) => (
                <li key={`${issue.field}-${issue.message}`}>
                  {fieldLabel(issue.field) ? `${fieldLabel(issue.field)}：` : ''}
                  {issue.message}
                </li>
              ))}
            </ul>
          ) : (
            errorMessageOf(caught)
          ),
        okText: '去补充',
        cancelText: '稍后再说',
        onOk: () => navigate(editHref(target.id)),
      });
      return;
    }
    if (reason === 'ILLEGAL_TRANSITION' || reason === 'NOT_FOUND') {
      message.warning(`${errorMessageOf(caught)}（已刷新为最新状态）`);
      return;
    }
    message.error(errorMessageOf(caught));
  };

  const run = (action: ShelfAction, target: ActionTarget) => {
    switch (action) {
      case 'save':
        navigate(editHref(target.id));
        return;
      case 'publish':
        publish
          .mutateAsync(target.id)
          .then(() => message.success(`「${target.name}」已提交审核，${publishedText}`))
          .catch((caught: unknown) => fail(caught, target));
        return;
      case 'offShelf':
        modal.confirm({
          title: `下架「${target.name}」？`,
          content: offShelfText,
          okText: '下架',
          okButtonProps: { danger: true },
          cancelText: '取消',
          onOk: () =>
            offShelf
              .mutateAsync(target.id)
              .then(() => message.success(`「${target.name}」已下架`))
              .catch((caught: unknown) => fail(caught, target)),
        });
        return;
      case 'delete':
        modal.confirm({
          title: `删除「${target.name}」？`,
          content: `删除后该${noun}无法恢复。`,
          okText: '删除',
          okButtonProps: { danger: true },
          cancelText: '取消',
          onOk: () =>
            remove
              .mutateAsync(target.id)
              .then(() => {
                message.success(`「${target.name}」已删除`);
                onDeleted?.();
              })
              .catch((caught: unknown) => fail(caught, target)),
        });
        return;
      default:
        // approve and reject are the operator's
        return;
    }
  };

  const pending = (action: ShelfAction, id: string): boolean => {
    const mutation =
      action === 'publish'
        ? publish
        : action === 'offShelf'
          ? offShelf
          : action === 'delete'
            ? remove
            : undefined;
    return Boolean(mutation?.isPending && mutation.variables === id);
  };

  return { run, pending };
};
