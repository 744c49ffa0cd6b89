import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChatIcon } from '@storefront/ui/icons';

// The count needs the chat's list query: it loads after the header, which draws the icon at once.
const ChatUnreadBadge = lazy(() => import('./chat-unread-badge'));

/** The header's chat icon with the unread count. The headers show it to signed-in customers outside parcel. */
export function ChatButton() {
  const { t } = useTranslation();
  return (
    <Link to="/chatting" title={t('pages.chatting')} data-testid="chat-button" className="relative grid size-10 shrink-0 place-items-center rounded-full text-ink transition hover:bg-surface-2">
      <ChatIcon />
      <span className="sr-only">{t('pages.chatting')}</span>
      <Suspense>
        <ChatUnreadBadge />
      </Suspense>
    </Link>
  );
}
