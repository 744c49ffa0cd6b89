import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@storefront/ui/button';
import { TextField } from '@storefront/ui/form/text-field';
import { Spinner } from '@storefront/ui/spinner';
import { useForm } from '@/lib/use-form';
import { ResendCode } from './resend-code';

const CODE_PATTERN = /^\d{6}$/;

export interface CodeFormProps {
  /** Called with a six-digit code; showError puts the server's answer under the field. */
  onVerify: (code: string, showError: (message: string) => void) => void;
  verifying: boolean;
  onResend: () => Promise<unknown>;
  /** Under the buttons, e.g. a link back to the previous step. */
  footer?: ReactNode;
}

/** The six-digit code of the password reset and of the phone verification, with its resend. */
export function CodeForm({ onVerify, verifying, onResend, footer }: CodeFormProps) {
  const { t } = useTranslation();
  const { values, setErrors, showErrors, field, formRef } = useForm<'code'>({ code: '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = values.code.trim();
    if (!CODE_PATTERN.test(code)) return showErrors({ code: t('auth.errors.code_invalid') });
    setErrors({});
    onVerify(code, (message) => showErrors({ code: message }));
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="mt-6 space-y-4">
      <TextField
        label={t('auth.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        dir="ltr"
        className="[&_input]:tracking-[0.4em]"
        {...field('code')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={verifying}>
        {verifying && <Spinner className="size-4.5" />}
        {t('auth.verify')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {footer}
        <span className="ms-auto">
          <ResendCode onResend={onResend} />
        </span>
      </div>
    </form>
  );
}
