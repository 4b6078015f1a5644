import { useCallback, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { TFunction } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n';
import { errorMessage, fieldErrors } from '@/lib/messages';

/** Each field the server refused shows its message under that field, as the form's own rules do. */
export function showRefusedFields<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  t: TFunction,
  cause: unknown,
) {
  for (const [name, message] of Object.entries(fieldErrors(t, cause))) {
    form.setError(name as Path<Values>, { type: 'server', message });
  }
}

/**
 * A kit form's refused submit: each field the server refused shows its message under that field, and the server's
 * reason (or `fallback`) becomes the `failure` the form shows in its alert.
 */
export function useFormFailure<Values extends FieldValues, Output>(form: UseFormReturn<Values, unknown, Output>) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const clear = useCallback(() => setFailure(null), []);
  return {
    failure,
    clear,
    fail: (cause: unknown, fallback: string) => {
      showRefusedFields(form, t, cause);
      setFailure(errorMessage(t, cause, { fallback }));
    },
  };
}
