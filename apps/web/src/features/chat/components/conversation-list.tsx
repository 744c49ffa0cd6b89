import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChatPartyType, Conversation } from '@storefront/contract';
import { ChatIcon, SearchIcon } from '@storefront/ui/icons';
import { Skeleton } from '@storefront/ui/skeleton';
import { Tabs } from '@storefront/ui/tabs';
import { InfiniteList } from '@/components/catalog/infinite-list';
import { uniqueById } from '@/lib/paging';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useConversations } from '../api/get-conversations';
import { useConversationSearch } from '../api/search-conversations';
import { conversationPath } from '../chat-links';
import { ConversationRow } from './conversation-row';

type Filter = 'all' | ChatPartyType;
const FILTERS: Record<Filter, string> = { all: 'chat.filter_all', vendor: 'chat.filter_stores', delivery_man: 'chat.filter_couriers', admin: 'chat.filter_support' };
/** Suggestions wait 500 ms; a name search the same. */
const SEARCH_DEBOUNCE_MS = 500;

export interface ConversationListProps {
  /** The conversation shown beside the list, highlighted. */
  activeId?: number | null;
  className?: string;
}

/** The customer's conversations (chat page and the profile's inbox): search by name, filter by party, unread badges. */
export function ConversationList({ activeId = null, className }: ConversationListProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const name = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const all = useConversations();
  const found = useConversationSearch(name);
  const query = name ? found : all;
  const rows = uniqueById((query.data?.pages ?? []).map((page) => page.conversations)).filter((c) => filter === 'all' || c.receiver_type === filter);

  return (
    <section aria-label={t('chat.conversations')} className={className} data-testid="conversation-list">
      <label className="relative block">
        <span className="sr-only">{t('chat.search_label')}</span>
        <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted" />
        <input
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('chat.search_placeholder')}
          maxLength={100}
          className="h-10 w-full rounded-full border border-line bg-surface ps-9 pe-4 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30"
        />
      </label>
      <Tabs
        className="mt-3"
        label={t('chat.filter_label')}
        value={filter}
        onChange={setFilter}
        options={(Object.keys(FILTERS) as Filter[]).map((value) => ({ value, label: t(FILTERS[value]) }))}
      />
      <div className="mt-3">
        <InfiniteList
          query={query}
          rows={rows}
          skeleton={<ConversationSkeleton />}
          emptyTitle={name ? t('chat.no_results') : filter !== 'all' ? t('chat.none_of_kind') : t('chat.empty_title')}
          emptyDescription={name || filter !== 'all' ? undefined : t('chat.empty_description')}
          emptyIcon={<ChatIcon className="size-8" />}
        >
          {(conversations) => (
            <ul className="divide-y divide-line">
              {conversations.map((conversation: Conversation) => (
                <li key={conversation.id}>
                  <Link to={conversationPath(conversation.id)} aria-current={conversation.id === activeId ? 'page' : undefined} className="block rounded-xl px-2 hover:bg-surface-2 aria-[current=page]:bg-brand-50 dark:aria-[current=page]:bg-brand-950">
                    <ConversationRow conversation={conversation} />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </InfiniteList>
      </div>
    </section>
  );
}

function ConversationSkeleton() {
  return (
    <div className="space-y-3">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex items-center gap-3 px-2 py-2">
          <Skeleton className="size-12 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-3/4" />
          </div>
        </div>
      ))}
    </div>
  );
}
