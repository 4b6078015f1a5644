import { useEffect } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { categoryLabel, useCategories } from '@/lib/api/get-categories';
import { usePlatforms } from '@/lib/api/get-platforms';
import { SelectField } from '@/ui/select-field';

/** The lists of the forms when the catalogue cannot be loaded (seller §9); the server accepts these names. */
const FALLBACK_CATEGORIES = ['Action', 'Adventure', 'Battle Royal', 'Cards', 'Fighting', 'Racing', 'RPG', 'Sports', 'Strategy'];
const FALLBACK_PLATFORMS = [
  'PlayStation 5',
  'PlayStation 4',
  'Xbox Series X/S',
  'Xbox One',
  'Nintendo Switch',
  'PC',
  'Steam',
  'Epic Games',
  'Mobile',
];

type CatalogSelectsProps = {
  categoryField: UseFormRegisterReturn<'category'>;
  platformField: UseFormRegisterReturn<'platform'>;
  categoryError?: string;
  platformError?: string;
};

/** Category (main categories, each followed by its subcategories) and platform, from the API or the fallback lists. */
export function CatalogSelects({ categoryField, platformField, categoryError, platformError }: CatalogSelectsProps) {
  const { t, i18n } = useTranslation();
  const categories = useCategories();
  const platforms = usePlatforms();
  const mains = (categories.data ?? []).filter((category) => category.parent_id === null);

  useEffect(() => {
    if (categories.isError) toast.error(t('adForm.categoriesFailed'));
  }, [categories.isError, t]);
  useEffect(() => {
    if (platforms.isError) toast.error(t('adForm.platformsFailed'));
  }, [platforms.isError, t]);

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField label={t('adForm.fields.category')} isRequired required error={categoryError} {...categoryField}>
        <option value="">{t('adForm.selectCategory')}</option>
        {categories.isError
          ? FALLBACK_CATEGORIES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))
          : mains.flatMap((main) => [
              <option key={main.id} value={main.id}>
                {categoryLabel(main, i18n.language)}
              </option>,
              ...(categories.data ?? [])
                .filter((category) => category.parent_id === main.id)
                .map((sub) => (
                  <option key={sub.id} value={sub.id}>
                    {`\u00a0\u00a0— ${categoryLabel(sub, i18n.language)}`}
                  </option>
                )),
            ])}
      </SelectField>
      <SelectField label={t('adForm.fields.platform')} isRequired required error={platformError} {...platformField}>
        <option value="">{t('adForm.selectPlatform')}</option>
        {platforms.isError
          ? FALLBACK_PLATFORMS.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))
          : (platforms.data ?? []).map((platform) => (
              <option key={platform.id} value={platform.id}>
                {platform.name}
              </option>
            ))}
      </SelectField>
    </div>
  );
}
