import { useEffect } from 'react';
import { toast } from 'sonner';
import { categoryLabel, useCategories } from '@/lib/api/get-categories';
import { platformLabel, usePlatforms } from '@/lib/api/get-platforms';
import { useTranslation } from '@/lib/i18n';
import { FormSelectField } from '@/ui/form/form-fields';
import type { ListingFormTexts } from './listing-form-texts';

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
  texts: Pick<ListingFormTexts, 'fields' | 'choose' | 'catalogFailed'>;
  isRequired: boolean;
  /** Subcategories indented under their main category (the ad form), or every category in one flat list (the trader's). */
  isNested: boolean;
};

/** Category and platform, from the API or the fallback lists. */
export function CatalogSelects({ texts, isRequired, isNested }: CatalogSelectsProps) {
  const { i18n } = useTranslation();
  const categories = useCategories();
  const platforms = usePlatforms();
  const mains = (categories.data ?? []).filter((category) => category.parent_id === null);

  useEffect(() => {
    if (categories.isError) toast.error(texts.catalogFailed.categories);
  }, [categories.isError, texts.catalogFailed.categories]);
  useEffect(() => {
    if (platforms.isError) toast.error(texts.catalogFailed.platforms);
  }, [platforms.isError, texts.catalogFailed.platforms]);

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormSelectField name="category" label={texts.fields.category} isRequired={isRequired} required={isRequired}>
        <option value="">{texts.choose.category}</option>
        {categories.isError
          ? FALLBACK_CATEGORIES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))
          : !isNested
            ? (categories.data ?? []).map((category) => (
                <option key={category.id} value={category.id}>
                  {categoryLabel(category, i18n.language)}
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
      </FormSelectField>
      <FormSelectField name="platform" label={texts.fields.platform} isRequired={isRequired} required={isRequired}>
        <option value="">{texts.choose.platform}</option>
        {platforms.isError
          ? FALLBACK_PLATFORMS.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))
          : (platforms.data ?? []).map((platform) => (
              <option key={platform.id} value={platform.id}>
                {platformLabel(platform, i18n.language)}
              </option>
            ))}
      </FormSelectField>
    </div>
  );
}
