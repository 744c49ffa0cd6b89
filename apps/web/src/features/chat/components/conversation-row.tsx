import { useTranslation } from 'react-i18next';
import type { Conversation } from '@storefront/contract';
import { Avatar } from '@storefront/ui/avatar';
import { PARTY_LABELS } from '../chat-links';
import { useChatTime } from '../use-chat-time';


/** The party, what was said last and how many of their messages wait unread. */
export function ConversationRow({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation();
  const time = useChatTime();
  const last = conversation.last_message;
  const preview = last ? (last.message ?? t('chat.photo')) : t('chat.no_messages');
  const unread = conversation.unread_message_count;
  return (
    <div className="flex items-center gap-3 py-3" data-testid="conversation-row">
      <Avatar src={conversation.receiver.image_full_url} name={conversation.receiver.name} className="size-12" />
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-2">
          <p className="truncate font-semibold">{conversation.receiver.name}</p>
          <time dateTime={conversation.updated_at} className="shrink-0 text-xs text-muted">{time(conversation.updated_at)}</time>
        </div>
        <div className="flex items-center justify-between gap-2">
          <p dir="auto" className="truncate text-sm text-muted">
            <span className="sr-only">{t(PARTY_LABELS[conversation.receiver_type])}: </span>
            {last?.sender_type === 'customer' ? t('chat.you', { text: preview }) : preview}
          </p>
          {unread > 0 && (
            <span data-testid="unread-badge" aria-label={t('chat.unread', { count: unread })} className="grid h-5 min-w-5 shrink-0 place-items-center rounded-full bg-brand-600 px-1.5 text-[11px] font-bold text-white">
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </div>
      </div>
    </div>
  );
}
