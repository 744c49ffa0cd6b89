import { useTranslation } from 'react-i18next';
import { Switch } from '@storefront/ui/switch';
import { useSetWebPush, useWebPushSubscribed } from '../api/web-push-subscription';

/** On while this browser is subscribed; turning it on or off subscribes or unsubscribes it. Failures stay silent. */
export function PushPreference() {
  const { t } = useTranslation();
  const subscribed = useWebPushSubscribed();
  const change = useSetWebPush();
  // While a change is on its way, the switch shows where it is going.
  const on = change.isPending ? change.variables : subscribed.data === true;
  return (
    <Switch checked={on} disabled={subscribed.isPending || change.isPending} onChange={(next) => change.mutate(next)}>
      {t('settings.push_notifications')}
    </Switch>
  );
}
