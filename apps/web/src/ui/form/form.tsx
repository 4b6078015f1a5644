import type { ComponentProps } from 'react';
import { type FieldValues, FormProvider, type SubmitHandler, type UseFormReturn } from 'react-hook-form';

type FormProps<Values extends FieldValues, Output> = Omit<ComponentProps<'form'>, 'onSubmit'> & {
  form: UseFormReturn<Values, unknown, Output>;
  onSubmit: SubmitHandler<Output>;
};

/** A `<form>` that hands its react-hook-form state to the `Form*Field`s inside it and submits only valid values. */
export function Form<Values extends FieldValues, Output>({ form, onSubmit, children, ...props }: FormProps<Values, Output>) {
  return (
    <FormProvider {...form}>
      <form noValidate {...props} onSubmit={form.handleSubmit(onSubmit)}>
        {children}
      </form>
    </FormProvider>
  );
}
