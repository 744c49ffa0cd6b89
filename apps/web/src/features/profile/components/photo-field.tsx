import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@storefront/ui/avatar';
import { CameraIcon } from '@storefront/ui/icons';
import { checkPhoto, PHOTO_ACCEPT } from '../photo';
import type { CroppedPhoto } from '../crop-image';
import { PhotoCropper } from './photo-cropper';

export interface PhotoFieldProps {
  name: string;
  currentUrl: string | null;
  photo: CroppedPhoto | null;
  onChange: (photo: CroppedPhoto) => void;
}

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** The profile photo: checked for type and size as soon as it is chosen, then cropped to a square. */
export function PhotoField({ name, currentUrl, photo, onChange }: PhotoFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<{ src: string; type: string } | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a cancelled crop.
    event.target.value = '';
    if (!file) return;
    const problem = checkPhoto(file);
    setError(problem && t(problem));
    if (problem) return;
    try {
      setChosen({ src: await readAsDataUrl(file), type: file.type || 'image/jpeg' });
    } catch {
      setError(t('profile.crop_failed'));
    }
  };

  return (
    <div className="flex items-center gap-4">
      <Avatar src={photo?.preview ?? currentUrl} name={name} className="size-20 text-2xl" />
      <div className="min-w-0">
        <label
          htmlFor={inputId}
          className="inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-lg bg-brand-50 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-100 focus-within:ring-2 focus-within:ring-brand-500 dark:bg-brand-950 dark:text-brand-300"
        >
          <CameraIcon className="size-4" />
          {t('profile.change_photo')}
          <input id={inputId} type="file" accept={PHOTO_ACCEPT} onChange={(e) => void choose(e)} className="sr-only" data-testid="photo-input" />
        </label>
        <p className={error ? 'mt-1.5 text-sm font-medium text-red-600 dark:text-red-400' : 'mt-1.5 text-xs text-muted'} role={error ? 'alert' : undefined}>
          {error ?? t('profile.photo_hint')}
        </p>
      </div>
      {chosen && (
        <PhotoCropper
          src={chosen.src}
          type={chosen.type}
          onCancel={() => setChosen(null)}
          onCropped={(cropped) => {
            setChosen(null);
            onChange(cropped);
          }}
        />
      )}
    </div>
  );
}
