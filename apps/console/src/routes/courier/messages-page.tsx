import { useTranslation } from 'react-i18next';
import { CourierFrame } from '../../components/courier-frame';
import { UNPUSHED_REFRESH_MS } from '../../features/chat/api/chat-api';
import { ConversationsChat } from '../../features/chat/components/conversations-chat';
import { chatBase } from '../../lib/chat-keys';

/**
 * /courier/messages: the courier's conversations with the customers of its orders, phone-wide (the list
 * or one conversation). A courier has no push stream yet, so they are read again on a timer and on focus.
 */
export function MessagesPage() {
  const { t } = useTranslation();
  return (
    <CourierFrame>
      <ConversationsChat base={chatBase.courier} refreshMs={UNPUSHED_REFRESH_MS} title={t('nav.messages')} empty={t('chat.courier_empty')} narrow />
    </CourierFrame>
  );
}
