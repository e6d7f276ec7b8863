import { Button } from 'antd';
import { useState } from 'react';
import { useCountdown } from '../../hooks/use-countdown.ts';
import './form.css';

interface SendCodeButtonProps {
  /**
   * Sends the code. Resolves with the cooldown the server gave (seconds), or 0 when nothing was sent (invalid
   * input, an error already shown by the caller).
   */
  onSend: () => Promise<number>;
  disabled?: boolean;
  block?: boolean;
  /** Text before the first send. */
  label?: string;
}

/** 获取验证码 with its cooldown: disabled and counting down for the seconds the server asked for. */
export const SendCodeButton = ({
  onSend,
  disabled,
  block = true,
  label = '获取验证码',
}: SendCodeButtonProps) => {
  const [seconds, start] = useCountdown();
  const [sending, setSending] = useState(false);
  const [sentOnce, setSentOnce] = useState(false);

  const onClick = async () => {
    setSending(true);
    try {
      const cooldown = await onSend();
      if (cooldown > 0) {
        start(cooldown);
        setSentOnce(true);
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      block={block}
      onClick={onClick}
      loading={sending}
      disabled={disabled || seconds > 0}
      className="send-code-button"
    >
      {seconds > 0 ? `${seconds} 秒后重新获取` : sentOnce ? '重新获取' : label}
    </Button>
  );
};
