import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Customer } from '@storefront/contract';
import { Button } from '@storefront/ui/button';
import { PasswordField } from '@storefront/ui/form/password-field';
import { TextField } from '@storefront/ui/form/text-field';
import { Spinner } from '@storefront/ui/spinner';
import { toast } from '@storefront/ui/toast';
import { checkConfirmation, checkEmail, checkFirstName, checkLastName, checkNewPassword, checkPhone } from '@/lib/account-rules';
import { foundErrors, hasErrors, serverFieldErrors } from '@/lib/form-errors';
import { useForm } from '@/lib/use-form';
import { useUpdateProfile } from '../api/update-profile';
import type { CroppedPhoto } from '../crop-image';
import { PhotoField } from './photo-field';

const FIELDS = ['f_name', 'l_name', 'email', 'phone', 'password', 'confirm_password'] as const;
type Field = (typeof FIELDS)[number];

/**
 * The edit profile form. The phone cannot change once set (a Google account may add one);
 * the password is sent only when filled, and Google accounts have none to change.
 */
export function ProfileForm({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [photo, setPhoto] = useState<CroppedPhoto | null>(null);
  const { values, setValues, setErrors, showErrors, field, formRef } = useForm<Field>({
    f_name: customer.f_name,
    l_name: customer.l_name,
    email: customer.email ?? '',
    phone: customer.phone ?? '',
    password: '',
    confirm_password: '',
  });
  const phoneLocked = Boolean(customer.phone);
  const hasPassword = customer.login_medium === 'manual';
  const tr = (key: string | null) => (key ? t(key) : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changingPassword = hasPassword && values.password !== '';
    const found = foundErrors({
      f_name: tr(checkFirstName(values.f_name)),
      l_name: tr(checkLastName(values.l_name)),
      email: tr(checkEmail(values.email)),
      phone: !phoneLocked && values.phone.trim() ? tr(checkPhone(values.phone)) : null,
      password: changingPassword ? tr(checkNewPassword(values.password)) : null,
      confirm_password: changingPassword ? tr(checkConfirmation(values.confirm_password, values.password)) : null,
    });
    if (hasErrors(found)) return showErrors(found);
    setErrors({});
    const { password, confirm_password, ...profile } = values;
    const changes = { ...profile, image: photo?.blob, ...(changingPassword && { password, confirm_password }) };
    update.mutate(changes, {
      onSuccess: () => {
        toast.success(t('profile.updated'));
        setPhoto(null);
        setValues((current) => ({ ...current, password: '', confirm_password: '' }));
      },
      onError: (error) => showErrors(serverFieldErrors(error, FIELDS)),
    });
  };

  const name = `${values.f_name} ${values.l_name}`.trim() || customer.f_name;
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-6" data-testid="profile-form">
      <PhotoField name={name} currentUrl={customer.image_full_url} photo={photo} onChange={setPhoto} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('profile.first_name')} autoComplete="given-name" {...field('f_name')} />
        <TextField label={t('profile.last_name')} autoComplete="family-name" {...field('l_name')} />
        <TextField label={t('profile.email')} type="email" inputMode="email" autoComplete="email" {...field('email')} />
        <TextField
          label={t('profile.phone')}
          type="tel"
          dir="ltr"
          readOnly={phoneLocked}
          hint={phoneLocked ? t('profile.phone_locked') : undefined}
          placeholder={t('profile.phone_placeholder')}
          {...field('phone')}
        />
      </div>
      {hasPassword ? (
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-3 text-base font-bold">{t('profile.change_password')}</legend>
          <PasswordField label={t('profile.new_password')} autoComplete="new-password" hint={t('profile.password_optional')} {...field('password')} />
          <PasswordField label={t('auth.confirm_password')} autoComplete="new-password" {...field('confirm_password')} />
        </fieldset>
      ) : (
        <p className="rounded-xl bg-surface-2 px-4 py-3 text-sm text-muted">{t('profile.social_password')}</p>
      )}
      <Button type="submit" size="lg" disabled={update.isPending} className="w-full sm:w-auto">
        {update.isPending && <Spinner className="size-4.5" />}
        {t('profile.save')}
      </Button>
    </form>
  );
}
