import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { enableWebPush, turnOffWebPush, webPushSubscription } from './web-push';

const WEB_PUSH_SUBSCRIBED = ['web-push', 'subscribed'] as const;

/** Whether this browser is subscribed, as its PushManager answers. */
export const webPushSubscribedQuery = () =>
  queryOptions({
    queryKey: WEB_PUSH_SUBSCRIBED,
    queryFn: async () => (await webPushSubscription().catch(() => null)) !== null,
  });

export const useWebPushSubscribed = () => useQuery(webPushSubscribedQuery());

/** Subscribes this browser (permission is already granted: no prompt) or unsubscribes it, then asks the browser again. */
export function useSetWebPush() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (on: boolean) => {
      if (on) await enableWebPush();
      else await turnOffWebPush();
    },
    onSettled: () => client.invalidateQueries({ queryKey: WEB_PUSH_SUBSCRIBED }),
  });
}
