import { Check } from 'lucide-react';
import { useCategoryName } from '@/lib/api/get-categories';
import { usePlatformName } from '@/lib/api/get-platforms';
import { useTranslation } from '@/lib/i18n';
import { useListingLabels } from '@/lib/listing-labels';
import type { Ad } from '@/lib/listing-types';

/** Platform, condition, availability, category, type and location; then the features and the description. */
export function ProductInformation({ ad }: { ad: Ad }) {
  const { t } = useTranslation();
  const platformName = usePlatformName();
  const labels = useListingLabels();
  const categoryName = useCategoryName();
  const rows = [
    { label: t('product.platform'), value: platformName(ad.platform) || '—' },
    { label: t('product.condition'), value: labels.condition(ad.condition) },
    { label: t('product.availability'), value: labels.availability(ad.availability || 'in_stock') },
    { label: t('product.category'), value: categoryName(ad.category) || '—' },
    { label: t('product.type'), value: labels.type(ad.type) },
    { label: t('product.location'), value: labels.location(ad) || '—' },
  ];

  return (
    <section aria-labelledby="product-information-title" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="product-information-title" className="text-lg font-bold text-slate-900">
        {t('product.information')}
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-3 border-b border-slate-100 pb-2 text-sm">
            <dt className="text-slate-500">{row.label}</dt>
            <dd className="text-end font-semibold text-slate-900">{row.value}</dd>
          </div>
        ))}
      </dl>

      {ad.features.length > 0 ? (
        <>
          <h3 className="mt-6 text-sm font-bold text-slate-900">{t('product.features')}</h3>
          <ul className="mt-2 grid gap-1.5 sm:grid-cols-2">
            {ad.features.map((feature) => (
              <li key={feature} className="flex items-start gap-2 text-sm text-slate-700">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                <bdi>{feature}</bdi>
              </li>
            ))}
          </ul>
        </>
      ) : null}

      <h3 className="mt-6 text-sm font-bold text-slate-900">{t('product.description')}</h3>
      <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-slate-700">
        <bdi>{ad.description || '—'}</bdi>
      </p>
    </section>
  );
}
