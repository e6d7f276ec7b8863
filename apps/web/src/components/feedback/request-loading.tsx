import { LoadingOutlined } from '@ant-design/icons';
import { useSyncExternalStore } from 'react';
import { requestLoading } from '../../lib/notifier.ts';
import './request-loading.css';

/**
 * 请稍候… at the top of the page while a request that asked for it runs (SPEC.md §4: gone 200 ms after the answer).
 * A plain element the page adds and removes, with no closing animation that could be cut short.
 */
export const RequestLoading = () => {
  const text = useSyncExternalStore(requestLoading.subscribe, requestLoading.text, () => null);
  if (!text) return null;
  return (
    <div className="request-loading" role="status">
      <LoadingOutlined className="request-loading-icon" aria-hidden />
      <span>{text}</span>
    </div>
  );
};
