import { Link } from 'react-router';
import type { ChatPartyType } from '@storefront/contract';
import { buttonClasses } from '@storefront/ui/button';
import { cn } from '@storefront/ui/cn';
import { ChatIcon } from '@storefront/ui/icons';
import { useSelectedModule, useToken } from '@/lib/session';

export interface ChatLinkProps {
  type: ChatPartyType;
  /** The store's or the courier's id; none for support. */
  id?: number;
  /** Where the chat was opened from (the link's chatFrom). */
  from: string;
  /** The order a courier chat is about. */
  orderId?: number;
  label: string;
  className?: string;
}

/** Opens /chatting with a party. Guests have no chat and the parcel module hides it: nothing then. */
export function ChatLink({ type, id, from, orderId, label, className }: ChatLinkProps) {
  const token = useToken();
  const parcel = useSelectedModule()?.module_type === 'parcel';
  if (!token || parcel) return null;
  const query = new URLSearchParams({ type, chatFrom: from });
  if (id !== undefined) query.set('id', String(id));
  if (orderId !== undefined) query.set('orderId', String(orderId));
  return (
    <Link to={`/chatting?${query.toString()}`} className={cn(buttonClasses('outline', 'sm'), className)} title={label} data-testid={`chat-link-${type}`}>
      <ChatIcon className="size-4" />
      <span>{label}</span>
    </Link>
  );
}
