import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/ui/text-field';

/** A password field with its show/hide toggle next to the label. */
export function PasswordInput({
  label,
  value,
  onChange,
  autoComplete,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: string;
}) {
  const { t } = useTranslation();
  const [isShown, setIsShown] = useState(false);
  return (
    <TextField
      label={label}
      isRequired
      type={isShown ? 'text' : 'password'}
      autoComplete={autoComplete}
      value={value}
      onChange={(e) => onChange(e.target.value)}
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
