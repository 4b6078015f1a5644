import { SendHorizontal } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/ui/button';

type MessageComposerProps = {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  /** Admin Chat's box has 2 rows (admin spec §9); it still grows with the text. */
  rows?: number;
};

/** The message box: Enter sends, Shift+Enter adds a new line; an empty (trimmed) message is not sent. */
export function MessageComposer({ value, onChange, onSend, rows = 1 }: MessageComposerProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const canSend = value.trim() !== '';

  // Opening a thread is asking to write in it.
  useEffect(() => {
    inputRef.current?.focus({ preventScroll: true });
  }, []);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (canSend) onSend();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // While an input method composes (Arabic and other keyboards), Enter confirms the text instead.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={submit} className="flex items-end gap-2 border-t border-slate-200 bg-white p-3">
      <label htmlFor={inputId} className="sr-only">
        {t('chat.messageLabel')}
      </label>
      <textarea
        ref={inputRef}
        id={inputId}
        rows={rows}
        dir="auto"
        value={value}
        maxLength={4000}
        placeholder={t('chat.messagePlaceholder')}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        className={cn(
          'field-sizing-content max-h-32 flex-1 resize-none rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-sm placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-3 focus:ring-brand-500/20',
          // field-sizing ignores `rows`: the height of the rows is the minimum instead.
          rows > 1 ? 'min-h-16' : 'min-h-11',
        )}
      />
      <Button type="submit" size="icon" className="size-11 shrink-0" disabled={!canSend} aria-label={t('chat.send')}>
        <SendHorizontal aria-hidden="true" className="size-5 rtl:rotate-180" />
      </Button>
    </form>
  );
}
