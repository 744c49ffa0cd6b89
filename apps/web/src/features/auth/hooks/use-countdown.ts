import { useCallback, useEffect, useState } from 'react';

/** Seconds left before a code may be sent again; restart() begins a new wait. */
export function useCountdown(seconds: number) {
  const [left, setLeft] = useState(seconds);
  const running = left > 0;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setLeft((current) => Math.max(0, current - 1)), 1000);
    return () => window.clearInterval(timer);
  }, [running]);

  const restart = useCallback(() => setLeft(seconds), [seconds]);
  return { left, restart };
}

/** 59 -> "0:59", 60 -> "1:00". */
export const formatWait = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
