import { useTranslation } from '@/lib/i18n';

const TYPES = [
  'deposit',
  'purchase',
  'sale',
  'release',
  'refund',
  'withdrawal_request',
  'withdrawal',
  'withdrawal_refund',
  'checkout_hold',
  'checkout_release',
  'card_payment',
  'card_refund',
] as const;
const isType = (value: string): value is (typeof TYPES)[number] => (TYPES as readonly string[]).includes(value);

/** The name of a transaction type in the current language ('withdraw' is the older name of a withdrawal). */
export function useTransactionType() {
  const { t } = useTranslation();
  return (type: string) => {
    const known = type === 'withdraw' ? 'withdrawal' : type;
    return isType(known) ? t(`wallet.types.${known}`) : type;
  };
}
