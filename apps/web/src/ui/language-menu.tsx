import { Check, Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { LANGUAGES, useLanguage } from '@/lib/i18n';
import { Dropdown, MenuItemButton } from './dropdown';

/** English / العربية: switches at once, remembered in localStorage `lang`. */
export function LanguageMenu({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const current = LANGUAGES.find((item) => item.code === language);

  return (
    <Dropdown
      triggerLabel={t('common.language')}
      triggerClassName={cn(
        'h-10 px-3 text-sm font-medium',
        tone === 'light' ? 'text-white/90 hover:bg-white/10' : 'text-slate-700 hover:bg-slate-100',
      )}
      trigger={
        <>
          <Globe aria-hidden="true" className="size-4.5" />
          <span className="hidden sm:inline">{current?.label}</span>
        </>
      }
      panelClassName="min-w-40"
    >
      {(close) =>
        LANGUAGES.map((item) => (
          <MenuItemButton
            key={item.code}
            onSelect={() => {
              setLanguage(item.code);
              close();
            }}
          >
            <span lang={item.code} className="flex-1">
              {item.label}
            </span>
            {item.code === language ? <Check aria-hidden="true" className="size-4 text-brand-600" /> : null}
          </MenuItemButton>
        ))
      }
    </Dropdown>
  );
}
