import { Check, Globe } from 'lucide-react';
import { toast } from 'sonner';
import { chooseLanguage } from '@/lib/account-language';
import { cn } from '@/lib/cn';
import { i18n, LANGUAGES, useLanguage, useTranslation } from '@/lib/i18n';
import { Dropdown, MenuItemButton } from './dropdown';

/** English / العربية: switches at once, remembered on this device and, when signed in, on the account. */
export function LanguageMenu({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const current = LANGUAGES.find((item) => item.code === language);

  return (
    <Dropdown
      triggerLabel={t('common.language')}
      triggerClassName={cn(
        'h-10 px-2 text-sm font-medium sm:px-3',
        tone === 'light' ? 'text-white/90 hover:bg-white/10' : 'text-slate-700 hover:bg-slate-100',
      )}
      trigger={
        <>
          {/* On a phone the header has no room for both: the words stay, the globe goes. */}
          <Globe aria-hidden="true" className="hidden size-4.5 sm:block" />
          {/* In words on every screen: a reader who cannot read the page still finds their language's name. */}
          <span lang={current?.code}>{current?.label}</span>
        </>
      }
      panelClassName="min-w-40"
    >
      {(close) =>
        LANGUAGES.map((item) => (
          <MenuItemButton
            key={item.code}
            onSelect={() => {
              close();
              // Worded in the language just chosen, which is on screen by the time the save fails.
              chooseLanguage(item.code).catch(() => toast.error(i18n.t('common.languageNotSaved')));
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
