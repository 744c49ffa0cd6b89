import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { buttonClasses } from '@storefront/ui/button';
import { cn } from '@storefront/ui/cn';
import { EmptyState } from '@storefront/ui/empty-state';
import { ChatIcon } from '@storefront/ui/icons';
import { targetFromParams } from '@/features/chat/chat-links';
import { ChatThread } from '@/features/chat/components/chat-thread';
import { ConversationList } from '@/features/chat/components/conversation-list';
import { NotificationSwitch } from '@/features/push/components/notification-switch';
import { useToken } from '@/lib/session';

/**
 * /chatting: the conversations beside the open thread on wide screens, one at a time on
 * phones. `conversationId` opens a conversation; `type` (vendor, delivery_man, admin) with `id` starts
 * one with a store or courier, or support; `chatFrom` says where it was opened from.
 */
export function ChattingPage() {
  const { t } = useTranslation();
  const token = useToken();
  const title = t('pages.chatting');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return token ? <Chatting /> : <GuestChat />;
}

/** Guests have no chat. */
function GuestChat() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <EmptyState
      className="py-20"
      icon={<ChatIcon className="size-8" />}
      title={t('chat.guest_title')}
      description={t('chat.guest_description')}
      action={
        <Link to={`/auth/sign-in?from=${encodeURIComponent(pathname + search)}`} className={buttonClasses('primary')}>
          {t('auth.sign_in')}
        </Link>
      }
    />
  );
}

function Chatting() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = targetFromParams(params);
  const orderId = Number(params.get('orderId')) || null;
  const threadKey = params.toString();
  // A thread opened by party (type and id) names its conversation once it has one: the list marks it.
  const [opened, setOpened] = useState<{ key: string; id: number } | null>(null);
  const activeId = target && 'conversationId' in target ? target.conversationId : opened?.key === threadKey ? opened.id : null;
  const onConversation = useCallback((id: number) => setOpened({ key: threadKey, id }), [threadKey]);

  return (
    <div className="mx-auto max-w-7xl px-3 py-4 sm:px-6 sm:py-6 lg:px-8">
      <h1 className={cn('mb-4 text-2xl font-extrabold tracking-tight', target && 'sr-only lg:not-sr-only')}>{t('pages.chatting')}</h1>
      <div className="grid h-[calc(100dvh-13rem)] min-h-[28rem] grid-cols-[minmax(0,1fr)] overflow-hidden rounded-2xl border border-line bg-surface lg:h-[calc(100dvh-15rem)] lg:grid-cols-[22rem_minmax(0,1fr)]">
        <div className={cn('min-h-0 overflow-y-auto border-line p-3 lg:border-e', target ? 'hidden lg:block' : 'block')}>
          <NotificationSwitch className="mb-3 rounded-xl bg-surface-2 p-3" />
          <ConversationList activeId={activeId} />
        </div>
        <div className={cn('min-h-0 min-w-0', target ? 'block' : 'hidden lg:block')}>
          {target ? (
            <ChatThread key={threadKey} target={target} orderId={orderId} onBack={() => navigate('/chatting')} onConversation={onConversation} />
          ) : (
            <EmptyState className="h-full" icon={<ChatIcon className="size-8" />} title={t('chat.pick_title')} description={t('chat.pick_description')} />
          )}
        </div>
      </div>
    </div>
  );
}
