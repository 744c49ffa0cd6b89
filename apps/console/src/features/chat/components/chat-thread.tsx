import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@storefront/contract';
import { errorMessage } from '@storefront/ui/api-error';
import { Avatar } from '@storefront/ui/avatar';
import { Button } from '@storefront/ui/button';
import { ErrorState } from '@storefront/ui/error-state';
import { LoadingRegion, Skeleton } from '@storefront/ui/skeleton';
import { cn } from '@storefront/ui/cn';
import { useReply, useThread, type ChatParty } from '../api/chat-api';

function Bubble({ message }: { message: ChatMessage }) {
  const mine = message.sender_type !== 'customer';
  return (
    <li className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
      <div className={cn('max-w-[80%] rounded-2xl px-3 py-2 text-sm', mine ? 'bg-brand-600 text-white' : 'bg-surface-2')}>
        {message.message && <p className="whitespace-pre-wrap">{message.message}</p>}
        {message.images.map((src) => <img key={src} src={src} alt="" className="mt-1 max-h-48 rounded-xl" />)}
        <time dateTime={message.created_at} className={cn('mt-1 block text-[11px]', mine ? 'text-white/80' : 'text-muted')}>
          {new Date(message.created_at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}
        </time>
      </div>
    </li>
  );
}

/** One conversation, newest message at the bottom, with the answer box; `backAlways` shows Back on wide screens too. */
export function ChatThread({ party, id, onBack, backAlways }: { party: ChatParty; id: number; onBack: () => void; backAlways: boolean }) {
  const { t } = useTranslation();
  const thread = useThread(party, id);
  const reply = useReply(party, id);
  const [text, setText] = useState('');
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    reply.mutate(text.trim(), { onSuccess: () => setText('') });
  };
  if (thread.isError) return <ErrorState message={errorMessage(thread.error)} onRetry={() => void thread.refetch()} retrying={thread.isFetching} />;
  if (!thread.data) return <LoadingRegion label={t('common.loading')}><Skeleton className="h-64 rounded-2xl" /></LoadingRegion>;
  const { conversation, messages } = thread.data;
  return (
    <section aria-label={conversation.customer.name} className="flex h-full min-h-[60dvh] flex-col rounded-2xl border border-line bg-surface">
      <header className="flex items-center gap-3 border-b border-line p-3">
        <Button size="sm" variant="ghost" className={cn(!backAlways && 'md:hidden')} onClick={onBack}>{t('chat.back')}</Button>
        <Avatar src={conversation.customer.image} name={conversation.customer.name} className="size-9 text-sm" />
        <h2 className="font-bold">{conversation.customer.name}</h2>
      </header>
      <ol className="flex flex-1 flex-col-reverse gap-2 overflow-y-auto p-3">
        {messages.map((m) => <Bubble key={m.id} message={m} />)}
      </ol>
      <form onSubmit={send} className="flex gap-2 border-t border-line p-3">
        <label className="sr-only" htmlFor="chat-reply">{t('chat.reply')}</label>
        <input
          id="chat-reply" value={text} onChange={(e) => setText(e.target.value)} maxLength={1000} placeholder={t('chat.reply_placeholder')}
          className="min-w-0 flex-1 rounded-xl border border-line bg-surface px-3 py-2 text-sm"
        />
        <Button type="submit" disabled={reply.isPending || !text.trim()}>{t('chat.send')}</Button>
      </form>
      {reply.isError && <p role="alert" className="px-3 pb-3 text-sm text-red-600">{errorMessage(reply.error) ?? t('errors.generic')}</p>}
    </section>
  );
}
