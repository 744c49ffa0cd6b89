import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@storefront/contract';
import { cn } from '@storefront/ui/cn';
import { Spinner } from '@storefront/ui/spinner';
import { useClockTime } from '../use-chat-time';
import type { PendingMessage } from '../use-outbox';

interface BubbleProps {
  mine: boolean;
  text: string | null;
  images: readonly string[];
  time: string;
  onOpenImage: (src: string) => void;
  footer?: React.ReactNode;
}

/** Mine at the end, theirs at the start (logical sides, so Arabic mirrors them). */
function Bubble({ mine, text, images, time, onOpenImage, footer }: BubbleProps) {
  const { t } = useTranslation();
  const clock = useClockTime();
  return (
    <div className={cn('flex', mine ? 'justify-end' : 'justify-start')} data-testid={mine ? 'bubble-mine' : 'bubble-theirs'}>
      <div
        className={cn(
          'max-w-[80%] rounded-2xl px-3 py-2 text-sm shadow-sm sm:max-w-[70%]',
          mine ? 'rounded-ee-md bg-brand-600 text-white' : 'rounded-es-md bg-surface-2 text-ink',
        )}
      >
        {images.length > 0 && (
          <div className="mb-1 flex flex-wrap gap-1.5">
            {images.map((src, i) => (
              <button key={src} type="button" onClick={() => onOpenImage(src)} aria-label={t('chat.open_image', { index: i + 1 })} className="overflow-hidden rounded-xl">
                <img src={src} alt="" className="size-24 object-cover sm:size-32" />
              </button>
            ))}
          </div>
        )}
        {text && (
          <p dir="auto" className="break-words whitespace-pre-wrap">
            {text}
          </p>
        )}
        <p className={cn('mt-1 flex items-center justify-end gap-1.5 text-[11px]', mine ? 'text-white/80' : 'text-muted')}>
          {footer}
          <time dateTime={time}>{clock(time)}</time>
        </p>
      </div>
    </div>
  );
}

export function MessageBubble({ message, onOpenImage }: { message: ChatMessage; onOpenImage: (src: string) => void }) {
  return <Bubble mine={message.sender_type === 'customer'} text={message.message} images={message.images} time={message.created_at} onOpenImage={onOpenImage} />;
}

/** A message not delivered yet: a spinner while sending, a retry once it failed. */
export function PendingBubble({ item, onRetry, onOpenImage }: { item: PendingMessage; onRetry: () => void; onOpenImage: (src: string) => void }) {
  const { t } = useTranslation();
  const images = item.photos.flatMap((p) => (p.preview ? [p.preview] : []));
  const footer =
    item.status === 'sending' ? (
      <span role="status" className="flex items-center gap-1">
        <Spinner className="size-3" />
        {t('chat.sending')}
      </span>
    ) : (
      <span className="flex items-center gap-1.5" role="alert">
        {t('chat.failed')}
        <button type="button" onClick={onRetry} className="font-bold underline">
          {t('chat.retry')}
        </button>
      </span>
    );
  return <Bubble mine text={item.message || null} images={images} time={item.createdAt} onOpenImage={onOpenImage} footer={footer} />;
}
