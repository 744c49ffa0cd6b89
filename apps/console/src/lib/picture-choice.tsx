import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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

/**
 * The file field of a picture: its label, a button and the name of the file chosen in the console's
 * language (the browser's own file field speaks the browser's), the limits, and why the file chosen was not taken.
 */
export function PictureInput({ label, hint, problem, onFile }: { label: string; hint: string; problem: string | null; onFile: (file: File | undefined) => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  return (
    <label className="min-w-0 flex-1 text-sm font-semibold">
      {label}
      <span className="mt-1 flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 font-normal">
        <input type="file" accept={UPLOAD_IMAGE_ACCEPT} className="peer sr-only"
          onChange={(e) => { const file = e.target.files?.[0]; setName(file?.name ?? ''); onFile(file); }} />
        <span aria-hidden className="cursor-pointer rounded-lg bg-brand-50 px-3 py-2 font-semibold text-brand-700 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 hover:bg-brand-100 dark:bg-brand-950 dark:text-brand-300">
          {t('common.choose_picture')}
        </span>
        <span dir="auto" className="min-w-0 truncate text-ink">{name || t('common.no_picture_chosen')}</span>
      </span>
      <span className="mt-1 block text-xs font-normal text-muted">{hint}</span>
      {problem && <span role="alert" className="mt-1 block text-xs font-medium text-red-600 dark:text-red-400">{problem}</span>}
    </label>
  );
}
