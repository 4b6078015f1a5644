import { ZAnswerCodeReport } from '@gamesouq/core';
import { z } from 'zod';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/ui/button';
import { Form } from '@/ui/form/form';
import { FormTextField } from '@/ui/form/form-fields';
import { useZodForm } from '@/ui/form/use-zod-form';

const ZReplacementCode = z.object({ code: ZAnswerCodeReport.shape.code.unwrap() });

type ReplacementCodeFormProps = {
  /** Sends the typed code; `onSent` empties the box once the buyer has it. */
  onSend: (code: string, onSent: () => void) => void;
};

/** The seller's answer to a report with a code typed by hand instead of the next one of the stock. */
export function ReplacementCodeForm({ onSend }: ReplacementCodeFormProps) {
  const { t } = useTranslation();
  const form = useZodForm(ZReplacementCode, { defaultValues: { code: '' } });
  const isEmpty = form.watch('code').trim() === '';
  return (
    <Form form={form} onSubmit={({ code }) => onSend(code, () => form.reset())} className="flex flex-wrap items-end gap-2">
      <FormTextField
        name="code"
        label={t('digitalOrder.typeCode')}
        dir="ltr"
        autoComplete="off"
        className="min-w-0 flex-1 [&_input]:font-mono"
      />
      <Button type="submit" variant="secondary" disabled={isEmpty}>
        {t('digitalOrder.sendTyped')}
      </Button>
    </Form>
  );
}
