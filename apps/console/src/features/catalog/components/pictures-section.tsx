import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleItem } from '@storefront/contract';
import { Button } from '@storefront/ui/button';
import { CameraIcon, TrashIcon } from '@storefront/ui/icons';
import { UPLOAD_IMAGE_ACCEPT } from '@storefront/ui/image-files';
import { Image } from '@storefront/ui/image';
import { Spinner } from '@storefront/ui/spinner';
import { Section, type SectionProps } from './editor-fields';

export interface PicturesSectionProps extends SectionProps {
  /** The saved item, null while it is new: pictures are added to an item that exists. */
  item: ConsoleItem | null;
  uploading: boolean;
  onUpload: (files: File[]) => void;
}

/** The item's pictures, the main one first: uploaded at once, reordered and removed with the next save. */
export function PicturesSection({ form, update, item, uploading, onUpload }: PicturesSectionProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  if (!item) {
    return (
      <Section title={t('catalog.pictures')}>
        <p className="text-sm text-muted">{t('catalog.pictures_after_save')}</p>
      </Section>
    );
  }
  const urlOf = new Map(item.images.map((p) => [p.name, p.url]));
  return (
    <Section title={t('catalog.pictures')} description={t('catalog.pictures_hint')}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {form.images.map((name, i) => (
          <li key={name} className="flex flex-col gap-2">
            <Image src={urlOf.get(name)} alt={i === 0 ? t('catalog.main_picture') : ''} className="aspect-square w-full rounded-xl object-cover" />
            <div className="flex items-center justify-between gap-1">
              {i === 0
                ? <span className="text-xs font-semibold text-brand-700 dark:text-brand-300">{t('catalog.main_picture')}</span>
                : <Button variant="ghost" size="sm" onClick={() => update({ images: [name, ...form.images.filter((n) => n !== name)] })}>{t('catalog.make_main')}</Button>}
              <Button variant="ghost" size="icon" aria-label={t('catalog.remove_picture')} onClick={() => update({ images: form.images.filter((n) => n !== name) })}>
                <TrashIcon className="size-4" />
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <input
        ref={input}
        type="file"
        accept={UPLOAD_IMAGE_ACCEPT}
        multiple
        hidden
        data-testid="picture-files"
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          if (files.length) onUpload(files);
        }}
      />
      <Button variant="outline" size="sm" className="self-start" disabled={uploading} onClick={() => input.current?.click()}>
        {uploading ? <Spinner className="size-4" /> : <CameraIcon className="size-4" />}
        {uploading ? t('catalog.uploading') : t('catalog.add_pictures')}
      </Button>
    </Section>
  );
}
