import { type TApplyPromo, ZApplyPromo } from '@gamesouq/core';
import { TicketPercent, X } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { formatNumber, formatSar } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { errorMessage } from '@/lib/messages';
import { Button } from '@/ui/button';
import { Form } from '@/ui/form/form';
import { FormField } from '@/ui/form/form-fields';
import { useZodForm } from '@/ui/form/use-zod-form';
import { inputClasses } from '@/ui/text-field';
import { type AppliedPromo, useApplyPromo } from '../api/apply-promo';

/** The promo code box: Apply checks the code with the server; the discount shows in the summary until removed. */
export function PromoBox({ promo, onChange }: { promo: AppliedPromo | null; onChange: (promo: AppliedPromo | null) => void }) {
  const { t, i18n } = useTranslation();
  const applyPromo = useApplyPromo();
  const form = useZodForm(ZApplyPromo, { defaultValues: { code: '' } });
  const inputId = useId();
  const errorId = useId();

  const apply = ({ code }: TApplyPromo) =>
    applyPromo.mutate(code, {
      onSuccess: (applied) => {
        form.reset({ code: '' });
        onChange(applied);
        toast.success(t('cart.promo.applied'));
      },
      // The server's reason stays under the box, where the user types the next try.
      onError: (failure) =>
        form.setError('code', { type: 'server', message: errorMessage(t, failure, { fallback: t('errors.PROMO_INVALID') }) }),
    });

  if (promo) {
    const value =
      promo.type === 'percentage'
        ? formatNumber(promo.value / 100, i18n.language, { style: 'percent', maximumFractionDigits: 2 })
        : formatSar(promo.value, i18n.language);
    return (
      <div className="flex items-center justify-between gap-3 rounded-xl bg-emerald-50 px-3 py-2.5 text-sm text-emerald-900 ring-1 ring-emerald-200">
        <p className="flex min-w-0 items-center gap-2">
          <TicketPercent aria-hidden="true" className="size-4.5 shrink-0" />
          <span className="min-w-0">
            {t('cart.promo.appliedText', { value })} <bdi className="font-bold">{promo.code}</bdi>
          </span>
        </p>
        <Button
          variant="ghost"
          size="icon"
          className="size-8 shrink-0 text-emerald-800 hover:bg-emerald-100"
          aria-label={t('cart.promo.remove')}
          onClick={() => onChange(null)}
        >
          <X aria-hidden="true" className="size-4" />
        </Button>
      </div>
    );
  }

  return (
    <Form form={form} onSubmit={apply} className="space-y-1.5">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        {t('cart.promo.label')}
      </label>
      <FormField
        name="code"
        render={({ error, ...field }) => (
          <>
            <div className="flex gap-2">
              <input
                {...field}
                id={inputId}
                maxLength={40}
                autoComplete="off"
                dir="ltr"
                placeholder={t('cart.promo.placeholder')}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                className={`${inputClasses} uppercase placeholder:normal-case rtl:text-right`}
              />
              <Button type="submit" variant="secondary" isLoading={applyPromo.isPending}>
                {t('cart.promo.apply')}
              </Button>
            </div>
            {error ? (
              <p id={errorId} role="alert" className="text-sm text-red-600">
                {error}
              </p>
            ) : null}
          </>
        )}
      />
    </Form>
  );
}
