import { useEffect, useRef, useState } from 'react';

/** "Copied" shows for 1 second. */
export const COPIED_MS = 1000;

/** Copies text to the clipboard; `copied` is true for COPIED_MS after a copy. Clipboard failures stay silent. */
export function useCopy() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      return;
    }
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPIED_MS);
  };
  return { copied, copy };
}
