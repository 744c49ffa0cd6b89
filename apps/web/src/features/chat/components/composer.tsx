import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_CHAT_IMAGES, MAX_CHAT_MESSAGE } from '@storefront/contract';
import { Button } from '@storefront/ui/button';
import { usePhotoPicker, type PickedPhoto } from '@storefront/ui/form/photo-picker';
import { CameraIcon, CloseIcon } from '@storefront/ui/icons';
import { UPLOAD_IMAGE_ACCEPT } from '@storefront/ui/image-files';

/** Text (Enter sends, Shift+Enter breaks the line) and up to three images with thumbnails. */
export function Composer({ onSend }: { onSend: (message: string, photos: PickedPhoto[]) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const picker = usePhotoPicker(MAX_CHAT_IMAGES);
  const message = text.trim();
  const canSend = message.length > 0 || picker.photos.length > 0;

  const submit = () => {
    if (!canSend) return;
    onSend(message, picker.take());
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form
      className="border-t border-line bg-surface p-3"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {picker.photos.length > 0 && (
        <ul className="mb-2 flex gap-2" data-testid="composer-images">
          {picker.photos.map((photo, index) => (
            <li key={`${photo.file.name}-${index}`} className="relative">
              {photo.preview ? <img src={photo.preview} alt={photo.file.name} className="size-14 rounded-lg object-cover" /> : <span className="grid size-14 place-items-center rounded-lg bg-surface-2 text-[10px]">{photo.file.name}</span>}
              <button
                type="button"
                onClick={() => picker.remove(index)}
                aria-label={t('chat.remove_image', { name: photo.file.name })}
                className="absolute -end-2 -top-2 grid size-6 place-items-center rounded-full bg-ink text-surface shadow"
              >
                <CloseIcon className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {picker.problems.length > 0 && (
        <p role="alert" className="mb-2 text-xs font-medium text-red-600 dark:text-red-400">
          {picker.problems.map((problem) => t(`chat.image_problem_${problem}`, { max: MAX_CHAT_IMAGES })).join(' ')}
        </p>
      )}
      <div className="flex items-end gap-2">
        <label className="grid size-10 shrink-0 cursor-pointer place-items-center rounded-full text-muted hover:bg-surface-2 focus-within:ring-2 focus-within:ring-brand-500" title={t('chat.add_image')}>
          <CameraIcon className="size-5" />
          <span className="sr-only">{t('chat.add_image')}</span>
          <input
            type="file"
            accept={UPLOAD_IMAGE_ACCEPT}
            multiple
            className="sr-only"
            data-testid="composer-file"
            onChange={(e) => {
              picker.add(e.target.files);
              e.target.value = '';
            }}
          />
        </label>
        <textarea
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          maxLength={MAX_CHAT_MESSAGE}
          rows={1}
          aria-label={t('chat.message_label')}
          placeholder={t('chat.message_placeholder')}
          className="field-sizing-content max-h-32 min-h-10 min-w-0 flex-1 resize-none rounded-2xl border border-line bg-surface px-4 py-2 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30"
        />
        <Button type="submit" disabled={!canSend} className="shrink-0 rounded-full">
          {t('chat.send')}
        </Button>
      </div>
      {text.length > MAX_CHAT_MESSAGE - 200 && (
        <p className="mt-1 text-end text-xs text-muted">{t('chat.characters_left', { count: MAX_CHAT_MESSAGE - text.length })}</p>
      )}
    </form>
  );
}
