import { useTranslation } from 'react-i18next';
import { useUnreadTotal } from '@/features/chat/api/get-conversations';
import { useToken } from '@/lib/session';

/** Unread messages over all conversations, from the first page of the conversation list. */
export default function ChatUnreadBadge() {
  const { t } = useTranslation();
  const unread = useUnreadTotal(useToken());
  if (unread <= 0) return null;
  return (
    <>
      <span data-testid="chat-badge" aria-hidden="true" className="absolute end-0.5 top-0.5 grid h-4.5 min-w-4.5 place-items-center rounded-full bg-brand-600 px-1 text-[10px] leading-none font-bold text-white">
        {unread > 99 ? '99+' : unread}
      </span>
      <span className="sr-only"> ({t('chat.unread', { count: unread })})</span>
    </>
  );
}
