import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from '../icons';
import { TextField, type TextFieldProps } from './text-field';

/** A password input with a show/hide toggle inside the box. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'end'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      end={
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          aria-label={visible ? t('auth.hide_password') : t('auth.show_password')}
          aria-pressed={visible}
          className="-me-1.5 grid size-9 shrink-0 place-items-center rounded-full text-muted hover:bg-surface-2 hover:text-ink"
        >
          {visible ? <EyeOffIcon className="size-4.5" /> : <EyeIcon className="size-4.5" />}
        </button>
      }
    />
  );
}
