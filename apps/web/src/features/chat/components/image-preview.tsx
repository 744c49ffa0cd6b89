import { useTranslation } from 'react-i18next';
import { Dialog } from '@storefront/ui/dialog';

/** A chat image at full size. */
export function ImagePreview({ src, onClose }: { src: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={src !== null} onClose={onClose} title={t('chat.image_preview')} widthClass="max-w-3xl" data-testid="image-preview">
      {src && <img src={src} alt={t('chat.image_preview')} className="mt-4 max-h-[75dvh] w-full rounded-xl object-contain" />}
    </Dialog>
  );
}
