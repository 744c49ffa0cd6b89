import { useEffect } from 'react';

// The conversation the chat page shows right now: a push for it refreshes the thread instead of toasting.
let shown: number | null = null;

export const getShownConversationId = () => shown;

/** Marks `conversationId` as on screen while the calling component is mounted. */
export function useShownConversation(conversationId: number | null | undefined): void {
  useEffect(() => {
    if (!conversationId) return;
    shown = conversationId;
    return () => {
      if (shown === conversationId) shown = null;
    };
  }, [conversationId]);
}
