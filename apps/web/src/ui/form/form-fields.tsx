import type { ComponentProps, ReactNode } from 'react';
import { type UseFormRegisterReturn, useFormContext } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { translateMessage } from '@/lib/messages';
import { SelectField } from '../select-field';
import { TextAreaField, TextField } from '../text-field';

/** The field's error in the user's language, once the form has checked it. */
export function useFieldError(name: string): string | undefined {
  const { t } = useTranslation();
  const { getFieldState, formState } = useFormContext();
  return translateMessage(t, getFieldState(name, formState).error?.message);
}

type Named<Props> = Omit<Props, 'name' | 'error' | 'value' | 'defaultValue'> & { name: string };

export function FormTextField({ name, onChange, onBlur, ...props }: Named<ComponentProps<typeof TextField>>) {
  const { register } = useFormContext();
  return <TextField {...props} {...register(name, { onChange, onBlur })} error={useFieldError(name)} />;
}

export function FormTextAreaField({ name, onChange, onBlur, ...props }: Named<ComponentProps<typeof TextAreaField>>) {
  const { register } = useFormContext();
  return <TextAreaField {...props} {...register(name, { onChange, onBlur })} error={useFieldError(name)} />;
}

export function FormSelectField({ name, onChange, onBlur, ...props }: Named<ComponentProps<typeof SelectField>>) {
  const { register } = useFormContext();
  return <SelectField {...props} {...register(name, { onChange, onBlur })} error={useFieldError(name)} />;
}

/** Any other input of a kit form (a phone field, a picker): registered under `name`, its error shown as the fields' are. */
export function FormField({ name, render }: { name: string; render: (field: UseFormRegisterReturn & { error?: string }) => ReactNode }) {
  const { register } = useFormContext();
  return render({ ...register(name), error: useFieldError(name) });
}
