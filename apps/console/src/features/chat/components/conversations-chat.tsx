import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@storefront/ui/api-error';
import { Avatar } from '@storefront/ui/avatar';
import { ErrorState } from '@storefront/ui/error-state';
import { LoadingRegion, Skeleton } from '@storefront/ui/skeleton';
import { cn } from '@storefront/ui/cn';
import { useConversations } from '../api/chat-api';
import { ChatThread } from './chat-thread';

interface Props {
  /** The party's path under /api/v1/console (`chatBase` in lib/chat-keys.ts). */
  base: string;
  /** Read again this often and on focus, for a party whose push stream does not tell of messages. */
  refreshMs?: number;
  title: string;
  empty: string;
  /** The list or the conversation, never both side by side: a phone-wide page. */
  narrow?: boolean;
}

/**
 * A party's conversations with customers (a store's, a courier's) beside the one open; on a phone, or
 * on a narrow page, the list or the conversation.
 */
export function ConversationsChat({ base, refreshMs, title, empty, narrow = false }: Props) {
  const { t } = useTranslation();
  const party = { base, refreshMs };
  const list = useConversations(party);
  const [open, setOpen] = useState<number | null>(null);
  if (list.isError) return <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  if (!list.data) return <LoadingRegion label={t('common.loading')}><Skeleton className="h-64 rounded-2xl" /></LoadingRegion>;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">{title}</h1>
      {list.data.conversations.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line p-10 text-center text-muted">{empty}</p>
      ) : (
        <div className={cn('grid gap-4', !narrow && 'md:grid-cols-[18rem_1fr]')}>
          <ul aria-label={t('chat.conversations')} className={cn('flex-col gap-1', open === null ? 'flex' : cn('hidden', !narrow && 'md:flex'))}>
            {list.data.conversations.map((c) => (
              <li key={c.id}>
                <button
                  type="button" onClick={() => setOpen(c.id)} aria-current={open === c.id}
                  className={cn('flex w-full items-center gap-3 rounded-xl p-2 text-start hover:bg-surface-2', open === c.id && 'bg-brand-50 dark:bg-brand-950')}
                >
                  <Avatar src={c.customer.image} name={c.customer.name} className="size-10 text-sm" />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-semibold">{c.customer.name}</span>
                    <span className="block truncate text-xs text-muted">{c.last_message?.message ?? t('chat.image')}</span>
                  </span>
                  {c.unread_message_count > 0 && (
                    <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-bold text-white" aria-label={t('chat.unread', { count: c.unread_message_count })}>
                      {c.unread_message_count}
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ul>
          <div className={cn(open === null ? cn('hidden', !narrow && 'md:block') : 'block')}>
            {open === null
              ? <p className="rounded-2xl border border-dashed border-line p-10 text-center text-muted">{t('chat.pick')}</p>
              : <ChatThread key={open} party={party} id={open} onBack={() => setOpen(null)} backAlways={narrow} />}
          </div>
        </div>
      )}
    </div>
  );
}
