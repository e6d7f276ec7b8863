import type { ModalFuncProps } from 'antd';
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
import { createDeferredMessage, type MessageCall } from './deferred-message.ts';

/**
 * How screens talk to the user: toasts, and the odd confirmation dialog. It stands in for antd's `App.useApp()`,
 * whose component imports the modal and notification code into every page's first load (docs/decisions/016). The
 * toast code loads the first time a toast is asked for, the dialog code the first time a confirmation is (034).
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
const MessageHost = lazy(async () => ({ default: (await import('./message-host.tsx')).MessageHost }));

export const FeedbackProvider = ({ message, children }: { message?: MessageConfig; children: ReactNode }) => {
  const messageApi = useRef<MessageInstance | null>(null);
  /** Toasts asked for before the toast code arrived, shown as soon as it has. */
  const waitingToasts = useRef<MessageCall[]>([]);
  const [messageWanted, setMessageWanted] = useState(false);
  const deferredMessage = useMemo(
    () =>
      createDeferredMessage((call) => {
        if (messageApi.current) {
          call(messageApi.current);
          return;
        }
        waitingToasts.current.push(call);
        setMessageWanted(true);
      }),
    [],
  );
  const onMessageReady = useCallback((api: MessageInstance) => {
    messageApi.current = api;
    for (const call of waitingToasts.current.splice(0)) call(api);
  }, []);
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

  const value = useMemo(() => ({ message: deferredMessage, modal: { confirm } }), [deferredMessage, confirm]);
  return (
    <FeedbackContext.Provider value={value}>
      {messageWanted ? (
        <Suspense fallback={null}>
          <MessageHost config={message} onReady={onMessageReady} />
        </Suspense>
      ) : null}
      {modalWanted ? (
        <Suspense fallback={null}>
          <ModalHost onReady={onModalReady} />
        </Suspense>
      ) : null}
      {children}
    </FeedbackContext.Provider>
  );
};
