import { type CardBrand, cardBrand, formatCardNumber, formatExpiry } from '@gamesouq/core';
import { CreditCard } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { TextField } from '@/ui/text-field';

export type CardValues = { cardNumber: string; expiry: string; cvv: string; cardHolder: string };
export type CardField = keyof CardValues;
export const EMPTY_CARD: CardValues = { cardNumber: '', expiry: '', cvv: '', cardHolder: '' };

const BRAND_TONES: Record<CardBrand, string> = {
  visa: 'bg-blue-50 text-blue-800 ring-blue-200',
  mastercard: 'bg-orange-50 text-orange-800 ring-orange-200',
  amex: 'bg-sky-50 text-sky-800 ring-sky-200',
  discover: 'bg-amber-50 text-amber-800 ring-amber-200',
  generic: 'bg-slate-100 text-slate-600 ring-slate-200',
};

/** Keeps what each field may hold as the user types (buyer §5): grouped digits, MM/YY, a 3-4 digit CVV. */
export function cleanCardValue(field: CardField, value: string): string {
  if (field === 'cardNumber') return formatCardNumber(value);
  if (field === 'expiry') return formatExpiry(value);
  if (field === 'cvv') return value.replace(/\D/g, '').slice(0, 4);
  return value.slice(0, 100);
}

type CardFieldsProps = {
  values: CardValues;
  errors: Partial<Record<CardField, string>>;
  onChange: (field: CardField, value: string) => void;
  onBlur?: (field: CardField) => void;
};

/** Card number (with the brand guessed from its first digit), expiry, CVV and holder name, for Add Funds and withdrawals. */
export function CardFields({ values, errors, onChange, onBlur }: CardFieldsProps) {
  const { t } = useTranslation();
  const brand = cardBrand(values.cardNumber);
  const field = (name: CardField) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => onChange(name, cleanCardValue(name, event.target.value)),
    onBlur: () => onBlur?.(name),
  });

  return (
    <div className="space-y-3">
      <TextField
        label={t('wallet.card.number')}
        isRequired
        inputMode="numeric"
        autoComplete="cc-number"
        dir="ltr"
        maxLength={19}
        placeholder="1234 5678 9012 3456"
        aside={
          <span
            className={cn('inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 font-semibold ring-1 ring-inset', BRAND_TONES[brand])}
          >
            <CreditCard aria-hidden="true" className="size-3.5" />
            <span className="sr-only">{t('wallet.card.brand')}: </span>
            {t(`wallet.card.brands.${brand}`)}
          </span>
        }
        {...field('cardNumber')}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t('wallet.card.expiry')}
          isRequired
          inputMode="numeric"
          autoComplete="cc-exp"
          dir="ltr"
          maxLength={5}
          placeholder={t('wallet.card.expiryPlaceholder')}
          {...field('expiry')}
        />
        <TextField
          label={t('wallet.card.cvv')}
          isRequired
          inputMode="numeric"
          autoComplete="cc-csc"
          dir="ltr"
          maxLength={4}
          placeholder="123"
          {...field('cvv')}
        />
      </div>
      <TextField label={t('wallet.card.holder')} isRequired autoComplete="cc-name" maxLength={100} {...field('cardHolder')} />
    </div>
  );
}
