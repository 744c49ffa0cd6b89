import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { webPushSupported } from '../api/web-push';
import { NotificationSwitch } from './notification-switch';

type PermissionState = NotificationPermission | 'unsupported';

const readPermission = (): PermissionState => (webPushSupported() ? Notification.permission : 'unsupported');

/** The settings page's notifications: what the browser allows now, and the offer to ask while it has not answered. */
export function NotificationSettings() {
  const { t } = useTranslation();
  const [permission, setPermission] = useState(readPermission);
  return (
    <div data-testid="notification-settings">
      <p className="text-sm">
        <span className="font-semibold">{t('settings.notifications_status')}</span> {t(`settings.permission.${permission}`)}
      </p>
      {permission === 'denied' && <p className="mt-1 text-sm text-muted">{t('settings.notifications_denied')}</p>}
      {permission === 'default' && <NotificationSwitch className="mt-3" onDone={() => setPermission(readPermission())} />}
    </div>
  );
}
