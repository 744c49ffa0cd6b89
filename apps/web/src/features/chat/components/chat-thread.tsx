import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@storefront/contract';
import { Avatar } from '@storefront/ui/avatar';
import { Button } from '@storefront/ui/button';
import { ErrorState } from '@storefront/ui/error-state';
import { ChevronStartIcon, InfoIcon } from '@storefront/ui/icons';
import { Skeleton } from '@storefront/ui/skeleton';
import { Spinner } from '@storefront/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { uniqueById } from '@/lib/paging';
import { useInView } from '@/lib/use-in-view';
import { useMessages } from '../api/get-messages';
import type { ChatTarget } from '../chat-keys';
import { PARTY_LABELS } from '../chat-links';
import { useShownConversation } from '../shown-conversation';
import { useReadInList } from '../use-read-in-list';
import { useDayLabel } from '../use-chat-time';
import { useOutbox } from '../use-outbox';
import { Composer } from './composer';
import { ImagePreview } from './image-preview';
import { MessageBubble, PendingBubble } from './message-bubble';


/** Oldest first, split into days. */
function groupByDay(messages: ChatMessage[]): Array<{ day: string; messages: ChatMessage[] }> {
  const groups: Array<{ day: string; messages: ChatMessage[] }> = [];
  for (const message of messages) {
    const day = new Date(message.created_at).toDateString();
    const last = groups.at(-1);
    if (last?.day === day) last.messages.push(message);
    else groups.push({ day, messages: [message] });
  }
  return groups;
}

export interface ChatThreadProps {
  target: ChatTarget;
  /** The order the conversation is about (a courier chat from the tracking drawer). */
  orderId?: number | null;
  /** Back to the list (one pane at a time on phones). */
  onBack?: () => void;
  /** The conversation behind the thread, once there is one (a first message creates it). */
  onConversation?: (conversationId: number) => void;
}

/** One conversation: the party, the messages by day (older pages load upwards) and the composer. */
export function ChatThread({ target, orderId = null, onBack, onConversation }: ChatThreadProps) {
  const { t } = useTranslation();
  const dayLabel = useDayLabel();
  const query = useMessages(target);
  const outbox = useOutbox(target, orderId);
  const [preview, setPreview] = useState<string | null>(null);
  const first = query.data?.pages[0];
  const messages = useMemo(() => uniqueById((query.data?.pages ?? []).map((p) => p.messages)).reverse(), [query.data]);
  useShownConversation(first?.conversation?.id);
  useReadInList(first?.conversation?.id, query.dataUpdatedAt);
  const conversationId = first?.conversation?.id;
  useEffect(() => {
    if (conversationId) onConversation?.(conversationId);
  }, [conversationId, onConversation]);

  const scroller = useRef<HTMLDivElement>(null);
  const olderLoading = useRef<number | null>(null);
  const newest = messages.at(-1)?.id;
  const loadOlder = () => {
    if (!query.hasNextPage || query.isFetchingNextPage) return;
    olderLoading.current = scroller.current?.scrollHeight ?? null;
    void query.fetchNextPage();
  };
  const sentinel = useInView<HTMLDivElement>(loadOlder, query.hasNextPage && !query.isFetchingNextPage, '200px');

  // Older messages keep the reader where they were; a new message or a send scrolls to the end.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (olderLoading.current !== null) {
      el.scrollTop += el.scrollHeight - olderLoading.current;
      olderLoading.current = null;
    } else {
      el.scrollTop = el.scrollHeight;
    }
  }, [messages.length, newest, outbox.pending.length]);

  if (query.isError && !first) {
    return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isRefetching} className="m-4" />;
  }
  const receiver = first?.receiver;
  const canReply = first?.conversation?.can_reply ?? true;

  return (
    <section aria-label={receiver ? t('chat.thread_with', { name: receiver.name }) : t('common.loading')} className="flex h-full min-h-0 flex-col" data-testid="chat-thread">
      <header className="flex items-center gap-3 border-b border-line px-3 py-3">
        {onBack && (
          <button type="button" onClick={onBack} aria-label={t('chat.back')} className="grid size-9 shrink-0 place-items-center rounded-full hover:bg-surface-2 lg:hidden">
            <ChevronStartIcon className="size-5 rtl:-scale-x-100" />
          </button>
        )}
        {receiver ? (
          <>
            <Avatar src={receiver.image_full_url} name={receiver.name} className="size-10" />
            <div className="min-w-0">
              <h2 className="truncate font-bold">{receiver.name}</h2>
              <p className="text-xs text-muted">{t(PARTY_LABELS[receiver.type])}</p>
            </div>
          </>
        ) : (
          <Skeleton className="h-10 w-40 rounded-full" />
        )}
      </header>
      <div ref={scroller} role="log" aria-label={t('chat.messages')} className="min-h-0 flex-1 space-y-4 overflow-y-auto px-3 py-4" data-testid="chat-messages">
        <div ref={sentinel} aria-hidden="true" className="h-px" />
        {query.hasNextPage && (
          <div className="flex justify-center">
            <Button variant="ghost" size="sm" onClick={loadOlder} disabled={query.isFetchingNextPage}>
              {query.isFetchingNextPage ? <Spinner className="size-4" /> : null}
              {t('chat.load_older')}
            </Button>
          </div>
        )}
        {query.isPending ? (
          <div role="status" aria-label={t('common.loading')} className="space-y-3">
            <Skeleton className="h-10 w-2/3 rounded-2xl" />
            <Skeleton className="ms-auto h-10 w-1/2 rounded-2xl" />
            <Skeleton className="h-16 w-3/5 rounded-2xl" />
          </div>
        ) : messages.length === 0 && outbox.pending.length === 0 ? (
          <p className="py-10 text-center text-sm text-muted">{t('chat.start_conversation')}</p>
        ) : (
          groupByDay(messages).map((group) => (
            <div key={group.day} className="space-y-2" data-testid="day-group">
              <p className="text-center">
                <span className="rounded-full bg-surface-2 px-3 py-1 text-xs font-semibold text-muted">{dayLabel(group.messages[0]!.created_at)}</span>
              </p>
              {group.messages.map((message) => (
                <MessageBubble key={message.id} message={message} onOpenImage={setPreview} />
              ))}
            </div>
          ))
        )}
        {outbox.pending.map((item) => (
          <PendingBubble key={item.key} item={item} onRetry={() => outbox.retry(item)} onOpenImage={setPreview} />
        ))}
      </div>
      {canReply ? (
        <Composer onSend={outbox.send} />
      ) : (
        <p role="note" className="flex items-center gap-2 border-t border-line bg-surface-2 px-4 py-3 text-sm text-muted" data-testid="chat-read-only">
          <InfoIcon className="size-5 shrink-0" />
          {t('chat.read_only')}
        </p>
      )}
      <ImagePreview src={preview} onClose={() => setPreview(null)} />
    </section>
  );
}
