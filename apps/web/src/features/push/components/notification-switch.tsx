import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@storefront/ui/button';
import { enableWebPush, webPushSupported } from '../api/web-push';

const permission = () => (webPushSupported() ? Notification.permission : 'denied');

/**
 * Offers notifications while no tab is open. Only a click asks the browser for permission (never
 * the page load); a refusal or a failure hides the offer quietly.
 */
export function NotificationSwitch({ className, onDone }: { className?: string; /** After the browser answered (or failed). */ onDone?: () => void }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'offer' | 'asking' | 'done'>(() => (permission() === 'default' ? 'offer' : 'done'));
  if (state === 'done') return null;
  return (
    <div className={className} data-testid="notification-switch">
      <p className="text-sm text-muted">{t('push.offer')}</p>
      <Button
        size="sm"
        variant="outline"
        className="mt-2"
        disabled={state === 'asking'}
        onClick={() => {
          setState('asking');
          void enableWebPush().then(() => {
            setState('done');
            onDone?.();
          });
        }}
      >
        {t('push.enable')}
      </Button>
    </div>
  );
}
