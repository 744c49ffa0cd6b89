import { useRef, useState, type ChangeEvent } from 'react';
import { focusFirstInvalid, type FieldErrors } from './form-errors';

/**
 * Text values and their messages for a small form. `field(name)` gives an input its value,
 * message and change handler; `showErrors` also moves focus to the first invalid field.
 */
export function useForm<F extends string>(initial: Record<F, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const formRef = useRef<HTMLFormElement>(null);

  const showErrors = (found: FieldErrors<F>) => {
    setErrors(found);
    focusFirstInvalid(formRef.current);
  };

  const field = (name: F) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  return { values, setValues, errors, setErrors, showErrors, field, formRef };
}
