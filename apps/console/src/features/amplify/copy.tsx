import { useEffect, useRef, useState } from 'react';
import { AMPLIFY_TEXT } from './widget-list';

/** Spec 3 section 9: the copy confirmation lasts 2 s. */
export const COPY_CONFIRMATION_MS = 2000;

export type CopyState = 'idle' | 'copied' | 'failed';

/** Copies `code` to the clipboard; the state says "Copied!" (or the failure) for 2 s. */
export function useCopy(code: string) {
  const [status, setStatus] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    clearTimeout(timer.current);
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(code);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
    timer.current = setTimeout(() => setStatus('idle'), COPY_CONFIRMATION_MS);
  };
  return { status, copy };
}

export function CopyStatus({ status }: { status: CopyState }) {
  return (
    <span role="status" className={status === 'failed' ? 'field__error' : 'amplify-embed__copied'}>
      {status === 'copied'
        ? AMPLIFY_TEXT.copied
        : status === 'failed'
          ? AMPLIFY_TEXT.copyFailed
          : ''}
    </span>
  );
}
