import { X } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { useModalDialog } from './use-modal-dialog';

type DrawerProps = {
  isOpen: boolean;
  onClose: () => void;
  title: ReactNode;
  /** A line under the title (the listing a chat is about). */
  subtitle?: ReactNode;
  children: ReactNode;
};

/**
 * A full-height panel at the inline end (the right in English, the left in Arabic), built like <Dialog> on the native
 * modal <dialog>: the page behind is inert, Tab cycles inside, Escape closes it and focus returns to the opener.
 */
export function Drawer({ isOpen, onClose, title, subtitle, children }: DrawerProps) {
  const { t } = useTranslation();
  const { ref, onKeyDown } = useModalDialog(isOpen);
  const titleId = useId();

  return (
    // The click closes on the backdrop only; the keyboard closes with Escape (the cancel event).
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="my-0 ms-auto me-0 h-dvh max-h-dvh w-full max-w-md bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/40"
    >
      {isOpen ? (
        <div className="flex h-full flex-col">
          <div className="flex items-start gap-3 border-b border-slate-200 px-4 py-3">
            <div className="min-w-0 flex-1">
              <h2 id={titleId} className="truncate text-base font-bold">
                {title}
              </h2>
              {subtitle ? <div className="truncate text-sm text-slate-500">{subtitle}</div> : null}
            </div>
            <Button variant="ghost" size="icon" className="-me-2 size-9" aria-label={t('common.close')} onClick={onClose}>
              <X aria-hidden="true" className="size-5" />
            </Button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
