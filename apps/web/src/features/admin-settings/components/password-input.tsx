import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { TextField } from '@/ui/text-field';

/** A password field with its show/hide toggle next to the label. */
export function PasswordInput(props: Omit<ComponentProps<typeof TextField>, 'type' | 'aside' | 'isRequired'>) {
  const { t } = useTranslation();
  const [isShown, setIsShown] = useState(false);
  return (
    <TextField
      {...props}
      isRequired
      type={isShown ? 'text' : 'password'}
      aside={
        <button
          type="button"
          className="inline-flex items-center gap-1 text-brand-700"
          aria-pressed={isShown}
          onClick={() => setIsShown((shown) => !shown)}
        >
          {isShown ? <EyeOff aria-hidden="true" className="size-3.5" /> : <Eye aria-hidden="true" className="size-3.5" />}
          {t(isShown ? 'adminPanel.settings.hide' : 'adminPanel.settings.show')}
        </button>
      }
    />
  );
}
