import { message as antdMessage, type ModalFuncProps } from 'antd';
import type { ConfigOptions as MessageConfig, MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalApi } from 'antd/es/modal/useModal';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';

/**
 * How screens talk to the user: toasts, and the odd confirmation dialog. It stands in for antd's `App.useApp()`,
 * whose component imports the modal and notification code into every page's first load (docs/decisions/016): the
 * toasts are ready at once, the dialog code loads the first time a confirmation is asked for.
 */
export interface Feedback {
  message: MessageInstance;
  modal: { confirm: (props: ModalFuncProps) => void };
}

const FeedbackContext = createContext<Feedback | null>(null);

export const useFeedback = (): Feedback => {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback 只能在 FeedbackProvider 之内使用');
  return feedback;
};

const ModalHost = lazy(async () => ({ default: (await import('./modal-host.tsx')).ModalHost }));

export const FeedbackProvider = ({ message, children }: { message?: MessageConfig; children: ReactNode }) => {
  const [messageApi, messageHolder] = antdMessage.useMessage(message);
  const modalApi = useRef<ModalApi | null>(null);
  /** Confirmations asked for before the dialog code arrived, shown as soon as it has. */
  const waiting = useRef<ModalFuncProps[]>([]);
  const [modalWanted, setModalWanted] = useState(false);

  const confirm = useCallback((props: ModalFuncProps) => {
    if (modalApi.current) {
      modalApi.current.confirm(props);
      return;
    }
    waiting.current.push(props);
    setModalWanted(true);
  }, []);
  const onModalReady = useCallback((api: ModalApi) => {
    modalApi.current = api;
    for (const props of waiting.current.splice(0)) api.confirm(props);
  }, []);

  const value = useMemo(() => ({ message: messageApi, modal: { confirm } }), [messageApi, confirm]);
  return (
    <FeedbackContext.Provider value={value}>
      {messageHolder}
      {modalWanted ? (
        <Suspense fallback={null}>
          <ModalHost onReady={onModalReady} />
        </Suspense>
      ) : null}
      {children}
    </FeedbackContext.Provider>
  );
};
