import { useTranslation } from 'react-i18next';
import type { Config } from '@storefront/contract';
import { MailIcon, PhoneIcon, PinIcon } from '@storefront/ui/icons';

function Contact({ icon, label, children }: { icon: React.ReactNode; label: string; children: React.ReactNode }) {
  return (
    <li className="flex items-start gap-3 rounded-2xl border border-line bg-surface p-4">
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-600 dark:bg-brand-950 dark:text-brand-400">{icon}</span>
      <div className="min-w-0">
        <p className="text-xs font-medium text-muted">{label}</p>
        <div className="font-semibold break-words">{children}</div>
      </div>
    </li>
  );
}

/** The business's address, email and phone from the config , with mail and call links. */
export function SupportContacts({ config }: { config: Config }) {
  const { t } = useTranslation();
  const phone = config.phone.replace(/\s+/g, '');
  return (
    <ul className="grid gap-3 sm:grid-cols-3" data-testid="support-contacts">
      <Contact icon={<PinIcon className="size-5" />} label={t('support.address')}>
        <address className="not-italic">{config.address}</address>
      </Contact>
      <Contact icon={<MailIcon className="size-5" />} label={t('support.email')}>
        <a href={`mailto:${config.email}`} className="text-brand-700 hover:underline dark:text-brand-400">
          {config.email}
        </a>
      </Contact>
      <Contact icon={<PhoneIcon className="size-5" />} label={t('support.phone')}>
        <a href={`tel:${phone}`} dir="ltr" className="text-brand-700 hover:underline dark:text-brand-400">
          {config.phone}
        </a>
      </Contact>
    </ul>
  );
}
