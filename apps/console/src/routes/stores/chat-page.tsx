import { StoreChat } from '../../features/chat/components/store-chat';
import { useStoreId } from '../../lib/access';

/** /stores/:storeId/chat: the store's conversations with customers. */
export function ChatPage() {
  const storeId = useStoreId()!;
  return <StoreChat key={storeId} storeId={storeId} />;
}
