import { formatDate, formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useAdSellerHistory } from '../api/ads';

/** The seller's record beside an ad under review: account, phone, ads by status, earlier rejections and reports. */
export function SellerHistory({ adId }: { adId: string }) {
  const { t, i18n } = useTranslation();
  const history = useAdSellerHistory(adId, true);
  if (history.isPending) return <p className="text-slate-500">{t('common.loading')}</p>;
  if (history.isError) return <p className="text-red-700">{t('adminPanel.ads.review.historyFailed')}</p>;
  const { seller, rejections, reports } = history.data;
  const n = (value: number) => formatNumber(value, i18n.language);
  return (
    <section aria-label={t('adminPanel.ads.review.history')} className="space-y-3">
      <h3 className="font-semibold text-slate-900">{t('adminPanel.ads.review.history')}</h3>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1.5">
        <dt className="text-slate-500">{t('adminPanel.ads.review.phone')}</dt>
        <dd>
          {seller.phone ? (
            <a href={`tel:${seller.phone}`} dir="ltr" className="text-brand-700 hover:underline">
              {seller.phone}
            </a>
          ) : (
            '—'
          )}
        </dd>
        <dt className="text-slate-500">{t('adminPanel.ads.review.memberSince')}</dt>
        <dd>{formatDate(seller.memberSince, i18n.language)}</dd>
        <dt className="text-slate-500">{t('adminPanel.ads.review.ads')}</dt>
        <dd>
          {t('adminPanel.ads.review.adsCounts', {
            total: n(seller.listings.total),
            active: n(seller.listings.active),
            rejected: n(seller.listings.rejected),
          })}
        </dd>
        <dt className="text-slate-500">{t('adminPanel.ads.review.reports')}</dt>
        <dd className={reports.open > 0 ? 'font-semibold text-red-700' : undefined}>
          {t('adminPanel.ads.review.reportsCounts', { open: n(reports.open), total: n(reports.total) })}
        </dd>
      </dl>
      <div>
        <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {t('adminPanel.ads.review.rejections', { count: rejections.length })}
        </h4>
        {rejections.length ? (
          <ul className="mt-1 space-y-1">
            {rejections.map((rejection) => (
              <li key={`${rejection.listingId}-${rejection.at}`} className="rounded-lg bg-red-50 px-2.5 py-1.5">
                <bdi className="font-medium">{rejection.title}</bdi> · {formatDate(rejection.at, i18n.language)}
                <p className="text-red-800">
                  <bdi>{rejection.reason || '—'}</bdi>
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-slate-500">{t('adminPanel.ads.review.noRejections')}</p>
        )}
      </div>
      {reports.recent.length ? (
        <div>
          <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('adminPanel.ads.review.recentReports')}</h4>
          <ul className="mt-1 space-y-1">
            {reports.recent.map((report) => (
              <li key={`${report.listingId}-${report.at}`} className="rounded-lg bg-amber-50 px-2.5 py-1.5">
                <bdi className="font-medium">{report.title}</bdi> · {t(`adminPanel.reports.reasons.${report.reason}`)} ·{' '}
                {t(`adminPanel.ads.review.reportStatus.${report.status}`)}
                {report.details ? (
                  <p className="text-slate-700">
                    <bdi>{report.details}</bdi>
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
