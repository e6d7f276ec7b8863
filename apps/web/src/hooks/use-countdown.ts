import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left until a moment, ticking once a second: the 获取验证码 cooldown and the sign-in wait. Based on an end
 * time rather than a decrementing counter, so a throttled background tab still shows the right number.
 */
export const useCountdown = (): [seconds: number, start: (seconds: number) => void] => {
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt <= Date.now()) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setEndsAt(seconds > 0 ? current + seconds * 1000 : 0);
  }, []);

  return [Math.max(0, Math.ceil((endsAt - now) / 1000)), start];
};
