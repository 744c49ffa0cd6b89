import { useTranslation } from 'react-i18next';
import { ConversationsChat } from '../../features/chat/components/conversations-chat';
import { useStoreId } from '../../lib/access';
import { chatBase } from '../../lib/chat-keys';

/** /stores/:storeId/chat: the store's conversations with customers (the store's push stream reads them again). */
export function ChatPage() {
  const { t } = useTranslation();
  const storeId = useStoreId()!;
  return <ConversationsChat key={storeId} base={chatBase.store(storeId)} title={t('chat.title')} empty={t('chat.empty')} />;
}
