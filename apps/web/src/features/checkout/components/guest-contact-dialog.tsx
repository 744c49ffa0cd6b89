import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@storefront/ui/button';
import { Dialog } from '@storefront/ui/dialog';
import { TextField } from '@storefront/ui/form/text-field';
import { checkEmail, isPhoneNumber } from '@/lib/account-rules';
import { foundErrors, hasErrors } from '@/lib/form-errors';
import { useForm } from '@/lib/use-form';
import type { GuestContact } from '../checkout-body';

type Field = 'contact_person_name' | 'contact_person_number' | 'contact_person_email';

export interface GuestContactDialogProps {
  open: boolean;
  contact: GuestContact | null;
  /** The config country's dial code, the phone's default. */
  dialCode: string;
  onSave: (contact: GuestContact) => void;
  onClose: () => void;
}

function check(values: GuestContact, dialCode: string) {
  const phone = values.contact_person_number.trim();
  return foundErrors<Field>({
    contact_person_name: values.contact_person_name.trim() ? null : 'addresses.errors.name_required',
    contact_person_number: !phone || phone === '+' || phone === dialCode ? 'addresses.errors.phone_required' : isPhoneNumber(phone) ? null : 'profile.errors.phone_invalid',
    contact_person_email: checkEmail(values.contact_person_email),
  });
}

/** The guest contact-info dialog: who the store and the courier call about the order. */
export function GuestContactDialog({ open, contact, dialCode, onSave, onClose }: GuestContactDialogProps) {
  const { t } = useTranslation();
  const empty = { contact_person_name: '', contact_person_number: dialCode, contact_person_email: '' };
  const { values, setValues, setErrors, showErrors, field, formRef } = useForm<Field>(contact ?? empty);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors = check(values, dialCode);
    if (hasErrors(errors)) return showErrors(Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, t(v)])));
    onSave({
      contact_person_name: values.contact_person_name.trim(),
      contact_person_number: values.contact_person_number.trim(),
      contact_person_email: values.contact_person_email.trim(),
    });
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('checkout.contact_title')} widthClass="max-w-[458px]">
      <form ref={formRef} onSubmit={submit} noValidate className="mt-4 space-y-3">
        <TextField label={t('checkout.contact_name')} autoComplete="name" {...field('contact_person_name')} />
        <TextField label={t('checkout.contact_phone')} type="tel" dir="ltr" autoComplete="tel" {...field('contact_person_number')} />
        <TextField label={t('checkout.contact_email')} type="email" dir="ltr" autoComplete="email" {...field('contact_person_email')} />
        <div className="grid grid-cols-2 gap-3 pt-2">
          <Button variant="outline" onClick={() => { setValues(empty); setErrors({}); }}>
            {t('checkout.reset')}
          </Button>
          <Button type="submit">{t('checkout.save')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
