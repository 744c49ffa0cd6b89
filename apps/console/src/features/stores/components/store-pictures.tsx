import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoreSettings } from '@storefront/contract';
import { Button } from '@storefront/ui/button';
import { Image } from '@storefront/ui/image';
import { MAX_UPLOAD_IMAGE_BYTES, UPLOAD_IMAGE_ACCEPT, UPLOAD_IMAGE_TYPES } from '@storefront/ui/image-files';
import { useUploadStoreImages } from '../api/upload-store-images';
import type { Saving } from './saving';

type Kind = 'logo' | 'cover_photo';

/** A chosen picture and its preview (an object URL, released when replaced and when the page goes). */
function usePicked() {
  const [picked, setPicked] = useState<{ file: File; preview: string | null } | null>(null);
  const current = useRef(picked);
  useEffect(() => {
    current.current = picked;
  });
  useEffect(() => () => {
    if (current.current?.preview) URL.revokeObjectURL(current.current.preview);
  }, []);
  const setFile = (file: File | null) => {
    if (picked?.preview) URL.revokeObjectURL(picked.preview);
    setPicked(file && { file, preview: typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null });
  };
  return { file: picked?.file ?? null, preview: picked?.preview ?? null, setFile };
}

/** The logo and cover photo: each shown as it is, a new one chosen with its preview, both sent in one upload. */
export function StorePictures({ storeId, initial, saving }: { storeId: number; initial: StoreSettings; saving: Saving }) {
  const { t } = useTranslation();
  const picked = { logo: usePicked(), cover_photo: usePicked() };
  const [current, setCurrent] = useState({ logo: initial.logo_full_url, cover_photo: initial.cover_photo_full_url });
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const mutation = useUploadStoreImages(storeId);

  const choose = (kind: Kind, file: File | undefined) => {
    setDone(false);
    setError(null);
    if (!file) return;
    if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) return setError(t('stores.pictures.errors.type'));
    if (file.size > MAX_UPLOAD_IMAGE_BYTES) return setError(t('stores.pictures.errors.size'));
    picked[kind].setFile(file);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const logo = picked.logo.file ?? undefined;
    const cover = picked.cover_photo.file ?? undefined;
    if (!logo && !cover) return setError(t('stores.pictures.errors.none'));
    mutation.mutate({ version: saving.version, ...(logo ? { logo } : {}), ...(cover ? { cover_photo: cover } : {}) }, {
      onSuccess: (settings) => {
        saving.saved(settings);
        setCurrent({ logo: settings.logo_full_url, cover_photo: settings.cover_photo_full_url });
        picked.logo.setFile(null);
        picked.cover_photo.setFile(null);
        setDone(true);
      },
      onError: (err) => setError(saving.refused(err)),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="pictures-title" className="rounded-2xl border border-line bg-surface p-4 sm:p-5">
      <h2 id="pictures-title" className="mb-4 text-lg font-bold">{t('stores.pictures.title')}</h2>
      <div className="grid gap-4 sm:grid-cols-[auto_1fr]">
        {(['logo', 'cover_photo'] as const).map((kind) => (
          <div key={kind} className="flex flex-col gap-2">
            <p className="text-sm font-semibold">{t(`stores.fields.${kind}`)}</p>
            <Image src={picked[kind].preview ?? current[kind]} alt={t(picked[kind].file ? 'stores.pictures.new' : 'stores.pictures.current', { name: t(`stores.fields.${kind}`) })}
              className={kind === 'logo' ? 'size-28 rounded-2xl border border-line object-cover' : 'aspect-[3/1] w-full rounded-2xl border border-line object-cover'} />
            {saving.canEdit && (
              <label className="text-sm font-semibold text-brand-700 dark:text-brand-300">
                {t('stores.pictures.choose', { name: t(`stores.fields.${kind}`) })}
                <input type="file" accept={UPLOAD_IMAGE_ACCEPT} className="mt-1 block w-full text-sm font-normal text-ink"
                  onChange={(e) => choose(kind, e.target.files?.[0])} />
              </label>
            )}
          </div>
        ))}
      </div>
      <p className="mt-3 text-xs text-muted">{t('stores.pictures.hint')}</p>
      {error && <p role="alert" className="mt-3 text-sm font-medium text-red-600 dark:text-red-400">{error}</p>}
      {saving.canEdit && (
        <div className="mt-4 flex items-center gap-3">
          <Button type="submit" disabled={mutation.isPending}>{mutation.isPending ? t('stores.pictures.uploading') : t('stores.pictures.upload')}</Button>
          <span aria-live="polite" className="text-sm text-muted">{done ? t('stores.saved') : ''}</span>
        </div>
      )}
    </form>
  );
}
