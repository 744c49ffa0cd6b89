import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConsoleSession } from '@storefront/contract';
import { errorMessage } from '@storefront/ui/api-error';
import { Button, buttonClasses } from '@storefront/ui/button';
import { ErrorState } from '@storefront/ui/error-state';
import { TextField } from '@storefront/ui/form/text-field';
import { LoadingRegion, Skeleton } from '@storefront/ui/skeleton';
import { Spinner } from '@storefront/ui/spinner';
import { useConfirmTwoFactor } from '../api/confirm-two-factor';
import { useTwoFactorSetup } from '../api/start-two-factor';
import { FormAlert } from './form-alert';
import { QrCode } from './qr-code';

/** The secret in groups of four, as people read and type it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Setting up the second factor: the QR code an authenticator app scans (or the secret to type in),
 * then the first code it shows, which turns the factor on and opens the console to a limited session.
 */
export function TwoFactorSetup({ session }: { session: ConsoleSession }) {
  const { t } = useTranslation();
  const confirm = useConfirmTwoFactor();
  const setup = useTwoFactorSetup(!session.two_factor.enabled && !confirm.isSuccess);
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);

  if (session.two_factor.enabled || confirm.isSuccess) {
    return (
      <div className="flex flex-col gap-4">
        <FormAlert tone="success" message={t(confirm.isSuccess ? 'operator.two_factor.done' : 'operator.two_factor.already_on')} />
        <Link to="/" className={buttonClasses('primary', 'md', 'self-start')}>{t('operator.two_factor.continue')}</Link>
      </div>
    );
  }
  if (setup.isError) {
    return <ErrorState message={errorMessage(setup.error)} onRetry={() => void setup.refetch()} retrying={setup.isFetching} />;
  }
  if (!setup.data) {
    return (
      <LoadingRegion label={t('common.loading')}>
        <Skeleton className="h-72 w-full rounded-2xl" />
      </LoadingRegion>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const digits = code.replace(/\D/g, '');
    setMissing(digits.length !== 6);
    if (digits.length === 6) confirm.mutate(digits);
  };
  const refusal = confirm.isError ? (errorMessage(confirm.error) ?? t('errors.generic')) : null;

  return (
    <div className="flex flex-col gap-6">
      <ol className="flex list-decimal flex-col gap-4 ps-5 text-sm">
        <li>
          <p>{t('operator.two_factor.scan')}</p>
          <div className="mt-3">
            <QrCode text={setup.data.otpauth_url} label={t('operator.two_factor.qr_label')} />
          </div>
        </li>
        <li>
          <p>{t('operator.two_factor.type_key')}</p>
          <p className="mt-2 rounded-xl bg-surface-2 px-3 py-2 font-mono text-base break-all select-all" dir="ltr" data-testid="totp-secret">
            {grouped(setup.data.secret)}
          </p>
        </li>
        <li>{t('operator.two_factor.enter_code')}</li>
      </ol>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {refusal && <FormAlert message={refusal} />}
        <TextField
          label={t('operator.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={7}
          dir="ltr"
          className="max-w-xs [&_input]:text-lg [&_input]:tracking-[0.3em]"
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/[^\d ]/g, ''))}
          error={missing ? t('operator.code_required') : null}
        />
        <Button type="submit" className="self-start" disabled={confirm.isPending}>
          {confirm.isPending && <Spinner className="size-4" />}
          {t('operator.two_factor.confirm')}
        </Button>
      </form>
    </div>
  );
}
