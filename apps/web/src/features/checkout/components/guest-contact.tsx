import { useTranslation } from 'react-i18next';
import { Button } from '@storefront/ui/button';
import { AlertIcon } from '@storefront/ui/icons';
import type { GuestContact } from '../checkout-body';
import { Section } from './section';

/** The guest's contact as saved in the dialog, or the spec's warning until it is. */
export function GuestContactCard({ contact, onEdit }: { contact: GuestContact | null; onEdit: () => void }) {
  const { t } = useTranslation();
  return (
    <Section
      title={t('checkout.contact_info')}
      testId="guest-contact"
      action={
        <Button size="sm" variant="secondary" onClick={onEdit}>
          {contact ? t('checkout.change') : t('checkout.add_contact')}
        </Button>
      }
    >
      {contact ? (
        <div className="space-y-0.5 text-sm">
          <p className="font-semibold text-ink">{contact.contact_person_name}</p>
          <p dir="ltr" className="text-start text-muted">{contact.contact_person_number}</p>
          <p className="text-muted">{contact.contact_person_email}</p>
        </div>
      ) : (
        <p role="alert" className="flex items-center gap-2 text-sm font-medium text-amber-700 dark:text-amber-400">
          <AlertIcon className="size-4 shrink-0" />
          {t('checkout.no_contact')}
        </p>
      )}
    </Section>
  );
}
