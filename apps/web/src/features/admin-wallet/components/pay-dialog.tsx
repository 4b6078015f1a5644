import type { TWithdrawalPayoutReply } from '@gamesouq/core';
import { Eye } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatSar } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { errorMessage } from '@/lib/messages';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { TextField } from '@/ui/text-field';
import { type AdminWithdrawal, useRevealPayout } from '../api/withdrawals';

/** The server's rule for a transfer reference (core's ZPayWithdrawal), checked here to keep Continue honest. */
const REFERENCE = /^[A-Za-z0-9][A-Za-z0-9/ -]{1,62}[A-Za-z0-9]$/;
const groupedIban = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim();

type PayDialogProps = {
  /** The requests being paid: one row's, or the selection's (paid by one bulk transfer). */
  rows: AdminWithdrawal[] | null;
  isBusy: boolean;
  onConfirm: (reference: string) => void;
  onCancel: () => void;
};

/**
 * Paying a withdrawal: the full bank details on demand (each reveal is audited), the bank's transfer reference,
 * then a confirmation step that repeats what will be marked paid.
 */
export function PayDialog({ rows, isBusy, onConfirm, onCancel }: PayDialogProps) {
  const { t, i18n } = useTranslation();
  const [reference, setReference] = useState('');
  const [isConfirming, setIsConfirming] = useState(false);
  const [payout, setPayout] = useState<TWithdrawalPayoutReply | null>(null);
  const reveal = useRevealPayout();
  const isOpen = rows !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each opening starts over, with the details hidden again.
  useEffect(() => {
    setReference('');
    setIsConfirming(false);
    setPayout(null);
    reveal.reset();
  }, [rows]);
  if (!rows) return <Dialog isOpen={false} onClose={onCancel} title="" />;

  const single = rows.length === 1 ? rows[0] : undefined;
  const total = formatSar(rows.reduce((sum, row) => sum + Math.round(row.amount * 100), 0) / 100, i18n.language);
  const isValid = REFERENCE.test(reference.trim());
  const showError = reference.trim() !== '' && !isValid;

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onCancel}
      title={t(
        isConfirming
          ? 'adminPanel.withdrawals.pay.confirmTitle'
          : single
            ? 'adminPanel.withdrawals.pay.title'
            : 'adminPanel.withdrawals.pay.bulkTitle',
      )}
      role={isConfirming ? 'alertdialog' : 'dialog'}
      footer={
        isConfirming ? (
          <>
            <Button variant="secondary" onClick={() => setIsConfirming(false)}>
              {t('adminPanel.withdrawals.pay.back')}
            </Button>
            <Button isLoading={isBusy} disabled={isBusy} onClick={() => onConfirm(reference.trim())}>
              {t('adminPanel.withdrawals.pay.confirm')}
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
            <Button disabled={!isValid} onClick={() => setIsConfirming(true)}>
              {t('adminPanel.withdrawals.pay.continue')}
            </Button>
          </>
        )
      }
    >
      {isConfirming ? (
        <p className="mt-3 text-sm text-slate-700">
          {t('adminPanel.withdrawals.pay.confirmText', { count: rows.length, total, reference: reference.trim() })}
        </p>
      ) : (
        <div className="mt-4 space-y-4 text-sm">
          {single ? (
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
              <dt className="text-slate-500">{t('adminPanel.withdrawals.columns.user')}</dt>
              <dd className="font-medium">{single.user_name}</dd>
              <dt className="text-slate-500">{t('adminPanel.withdrawals.columns.amount')}</dt>
              <dd className="font-semibold">{total}</dd>
              {payout ? (
                <>
                  <dt className="text-slate-500">{t('adminPanel.withdrawals.pay.holder')}</dt>
                  <dd>
                    <bdi>{payout.accountHolderName ?? '—'}</bdi>
                  </dd>
                  <dt className="text-slate-500">{t('adminPanel.withdrawals.pay.iban')}</dt>
                  <dd dir="ltr" className="font-mono break-all select-all rtl:text-right">
                    {payout.iban ? groupedIban(payout.iban) : t('adminPanel.withdrawals.pay.noIban')}
                  </dd>
                  <dt className="text-slate-500">{t('adminPanel.withdrawals.pay.bank')}</dt>
                  <dd>{payout.bankName || '—'}</dd>
                  {payout.iban ? null : (
                    <>
                      <dt className="text-slate-500">{t('adminPanel.withdrawals.columns.accountInfo')}</dt>
                      <dd>
                        <bdi>{payout.accountInfo || '—'}</bdi>
                      </dd>
                    </>
                  )}
                </>
              ) : null}
            </dl>
          ) : (
            <p className="text-slate-700">{t('adminPanel.withdrawals.pay.bulkText', { count: rows.length, total })}</p>
          )}
          {single && !payout ? (
            <div>
              <Button
                variant="secondary"
                size="sm"
                isLoading={reveal.isPending}
                onClick={() => reveal.mutateAsync(single.id).then(setPayout, () => undefined)}
              >
                <Eye aria-hidden="true" className="size-4" />
                {t('adminPanel.withdrawals.pay.reveal')}
              </Button>
              <p className="mt-1 text-xs text-slate-500">{t('adminPanel.withdrawals.pay.revealHint')}</p>
              {reveal.isError ? (
                <p className="mt-1 text-xs text-red-700">
                  {errorMessage(t, reveal.error, { fallback: t('adminPanel.withdrawals.errors.reveal') })}
                </p>
              ) : null}
            </div>
          ) : null}
          <TextField
            label={t(single ? 'adminPanel.withdrawals.pay.reference' : 'adminPanel.withdrawals.pay.bulkReference')}
            isRequired
            required
            data-autofocus
            dir="ltr"
            autoComplete="off"
            value={reference}
            onChange={(event) => setReference(event.target.value)}
            hint={t('adminPanel.withdrawals.pay.referenceHint')}
            error={showError ? t('validation.transferReferenceRequired') : undefined}
          />
        </div>
      )}
    </Dialog>
  );
}
