import { ExternalLink, Truck } from 'lucide-react';
import { PrivatePhotos } from '@/entities/dispute/private-photos';
import { formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import type { Order } from '../api/get-orders';

type Parcel = NonNullable<Order['parcel']>;

/** The parcel of a shipped order: carrier, tracking number, the carrier's page, and what the carrier reported so far. */
export function ParcelCard({ parcel }: { parcel: Parcel }) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-label={t('orders.parcel.title')} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 className="flex items-center gap-2 text-base font-bold text-slate-900">
        <Truck aria-hidden="true" className="size-5 text-violet-600" />
        {t('orders.parcel.title')}
      </h2>
      <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-2">
        <div className="flex justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2">
          <dt className="text-slate-500">{t('orders.parcel.carrier')}</dt>
          <dd className="font-semibold text-slate-900">{t(`orders.carriers.${parcel.carrier}`)}</dd>
        </div>
        <div className="flex justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2">
          <dt className="text-slate-500">{t('orders.parcel.trackingNumber')}</dt>
          <dd dir="ltr" className="font-mono font-semibold text-slate-900">
            {parcel.trackingNumber}
          </dd>
        </div>
      </dl>
      {parcel.proof ? (
        <div className="mt-3">
          <h3 className="text-sm font-semibold text-slate-700">{t('orders.parcel.proof')}</h3>
          {/* Served only to the order's parties: fetched with the session, as dispute photos are. */}
          <PrivatePhotos photos={[{ id: parcel.proof.url, url: parcel.proof.url, thumbUrl: parcel.proof.url, width: 800, height: 600 }]} />
        </div>
      ) : null}
      {parcel.trackingUrl ? (
        <a
          href={parcel.trackingUrl}
          target="_blank"
          rel="noreferrer noopener"
          className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-violet-700 hover:underline"
        >
          {t('orders.parcel.track')}
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      ) : null}
      {parcel.events.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">{t('orders.parcel.noEvents')}</p>
      ) : (
        <ol className="mt-4 space-y-2 border-s-2 border-violet-200 ps-4 text-sm">
          {parcel.events.map((e) => (
            <li key={e.event} className="flex flex-wrap justify-between gap-2">
              <span className="font-semibold text-slate-900">{t(`orders.parcel.events.${e.event}`)}</span>
              <time dateTime={e.occurredAt} className="text-slate-500">
                {formatDateTime(e.occurredAt, i18n.language)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
