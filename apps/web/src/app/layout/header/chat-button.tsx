import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChatIcon } from '@/components/ui/icons';
import { useUnreadTotal } from '@/features/chat/api/get-conversations';
import { useToken } from '@/lib/session';

/** The header's chat icon with the unread count (spec §2). The headers show it to signed-in customers outside parcel (spec §6). */
export function ChatButton() {
  const { t } = useTranslation();
  const unread = useUnreadTotal(useToken());
  const label = unread > 0 ? `${t('pages.chatting')} (${t('chat.unread', { count: unread })})` : t('pages.chatting');
  return (
    <Link to="/chatting" aria-label={label} title={label} data-testid="chat-button" className="relative grid size-10 shrink-0 place-items-center rounded-full text-ink transition hover:bg-surface-2">
      <ChatIcon />
      {unread > 0 && (
        <span data-testid="chat-badge" aria-hidden="true" className="absolute end-0.5 top-0.5 grid h-4.5 min-w-4.5 place-items-center rounded-full bg-brand-600 px-1 text-[10px] leading-none font-bold text-white">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
