import { Modal } from 'antd';
import type { HookAPI as ModalApi } from 'antd/es/modal/useModal';
import { useEffect } from 'react';

/** antd's context-aware dialogs (they follow the theme), mounted once the first confirmation is asked for. */
export const ModalHost = ({ onReady }: { onReady: (api: ModalApi) => void }) => {
  const [api, holder] = Modal.useModal();
  useEffect(() => onReady(api), [api, onReady]);
  return holder;
};
