import { useState } from 'react';
import { MAX_UPLOAD_IMAGE_BYTES, UPLOAD_IMAGE_ACCEPT, UPLOAD_IMAGE_TYPES } from '@storefront/ui/image-files';

export interface ChosenPicture {
  file: File;
  preview: string;
}

/**
 * A picture chosen for a row before it is sent: a JPG, PNG or GIF of at most 2 MB (the server's own
 * limits), with its preview; `problem` says why one was not taken.
 */
export function usePictureChoice(messages: { type: string; size: string }) {
  const [picture, setPicture] = useState<ChosenPicture | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = (file: File | undefined) => {
    setProblem(null);
    if (!file) return setPicture(null);
    if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) return setProblem(messages.type);
    if (file.size > MAX_UPLOAD_IMAGE_BYTES) return setProblem(messages.size);
    setPicture({ file, preview: URL.createObjectURL(file) });
  };
  return { picture, problem, choose };
}

/** The file field of a picture: its label, the limits, and why the file chosen was not taken. */
export function PictureInput({ label, hint, problem, onFile }: { label: string; hint: string; problem: string | null; onFile: (file: File | undefined) => void }) {
  return (
    <label className="min-w-0 flex-1 text-sm font-semibold">
      {label}
      <input type="file" accept={UPLOAD_IMAGE_ACCEPT} className="mt-1 block w-full text-sm font-normal text-ink" onChange={(e) => onFile(e.target.files?.[0])} />
      <span className="mt-1 block text-xs font-normal text-muted">{hint}</span>
      {problem && <span role="alert" className="mt-1 block text-xs font-medium text-red-600 dark:text-red-400">{problem}</span>}
    </label>
  );
}
