import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { webPushSupported } from '../api/web-push';
import { NotificationSwitch } from './notification-switch';
import { PushPreference } from './push-preference';

type PermissionState = NotificationPermission | 'unsupported';

const readPermission = (): PermissionState => (webPushSupported() ? Notification.permission : 'unsupported');

/**
 * The settings page's notifications: what the browser allows now, then what can be done about it.
 * Subscriptions belong to customers, so a guest is asked to sign in rather than offered one the server would refuse.
 */
export function NotificationSettings({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const [permission, setPermission] = useState(readPermission);
  return (
    <div data-testid="notification-settings">
      <p className="text-sm">
        <span className="font-semibold">{t('settings.notifications_status')}</span> {t(`settings.permission.${permission}`)}
      </p>
      {permission !== 'unsupported' && !signedIn && (
        <p className="mt-2 text-sm text-muted">
          {t('settings.notifications_sign_in')}{' '}
          <Link to={`/auth/sign-in?from=${encodeURIComponent('/settings')}`} className="font-semibold text-brand-700 hover:underline dark:text-brand-400">
            {t('auth.sign_in')}
          </Link>
        </p>
      )}
      {signedIn && permission === 'denied' && <p className="mt-1 text-sm text-muted">{t('settings.notifications_denied')}</p>}
      {signedIn && permission === 'default' && <NotificationSwitch className="mt-3" onDone={() => setPermission(readPermission())} />}
      {signedIn && permission === 'granted' && (
        <div className="mt-3 sm:max-w-xs">
          <PushPreference />
        </div>
      )}
    </div>
  );
}
