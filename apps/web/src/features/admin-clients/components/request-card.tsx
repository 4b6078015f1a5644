import { FileText, ShieldCheck } from 'lucide-react';
import { apiDownload } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/ui/button';
import type { SellerRequest } from '../api/requests';
import { CrCheckPanel } from './cr-check-panel';

/** Certificates are private: they are fetched with the admin's token and opened in a new tab. */
async function openDocument(path: string) {
  const { blob } = await apiDownload(path);
  window.open(URL.createObjectURL(blob), '_blank', 'noopener');
}

export function RequestCard({
  request,
  isBusy,
  onApprove,
  onReject,
}: {
  request: SellerRequest;
  isBusy: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  const { t, i18n } = useTranslation();
  const rows: [string, string][] = [
    [t('adminPanel.clients.request.seller'), request.sellerName],
    [t('adminPanel.clients.request.city'), request.cityLocation],
    [t('adminPanel.clients.request.phone'), request.phoneNumber],
    [t('adminPanel.clients.request.email'), request.email],
    [t('adminPanel.clients.request.civilId'), request.civilId],
    ...(request.type === 'store'
      ? ([
          [t('adminPanel.clients.request.vatNumber'), request.vatNumber],
          [t('adminPanel.clients.request.crNumber'), request.crNumber],
        ] as [string, string][])
      : []),
  ];
  return (
    <li className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="font-semibold text-slate-900">{request.storeName || request.sellerName}</p>
          <p className="text-xs text-slate-500">{formatDate(request.date, i18n.language)}</p>
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className="truncate">
              <bdi>{value || '—'}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      {request.verifiedIdentityName !== null ? (
        <p className="mt-2 flex items-center gap-1.5 text-sm font-medium text-emerald-800">
          <ShieldCheck aria-hidden="true" className="size-4 shrink-0" />
          {request.verifiedIdentityName
            ? t('adminPanel.clients.request.identityVerifiedAs', { name: request.verifiedIdentityName })
            : t('adminPanel.clients.request.identityVerified')}
        </p>
      ) : (
        <p className="mt-2 text-xs text-slate-500">{t('adminPanel.clients.request.identityNotVerified')}</p>
      )}
      {request.type === 'store' && request.crNumber ? <CrCheckPanel request={request} /> : null}
      {request.isVatChange ? (
        <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-900 ring-1 ring-amber-200">
          {t('adminPanel.clients.request.vatChange')}
        </p>
      ) : request.vatNumber ? (
        <p className="mt-2 text-xs text-slate-500">{t('adminPanel.clients.request.vatVerifies')}</p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {(['registrationCertificate', 'vatCertificate'] as const).map((field) =>
          request[field] ? (
            <Button key={field} size="sm" variant="link" onClick={() => void openDocument(request[field] as string)}>
              <FileText aria-hidden="true" className="size-4" />
              {t(`adminPanel.clients.request.${field}`)}
            </Button>
          ) : null,
        )}
      </div>
      <div className="mt-4 flex gap-2">
        <Button size="sm" disabled={isBusy} onClick={onApprove}>
          {t('adminPanel.clients.accept')}
        </Button>
        <Button size="sm" variant="secondary" disabled={isBusy} onClick={onReject}>
          {t('adminPanel.clients.reject')}
        </Button>
      </div>
    </li>
  );
}
