import { X } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { useModalDialog } from './use-modal-dialog';

type BottomSheetProps = {
  isOpen: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** The row pinned under the scrolling body (the sheet's main action). */
  footer?: ReactNode;
};

/**
 * A panel that rises from the bottom of a phone's screen, within the thumb's reach, built like <Drawer> on the native
 * modal <dialog>: the page behind is inert, Tab cycles inside, Escape or the backdrop closes it.
 */
export function BottomSheet({ isOpen, onClose, title, children, footer }: BottomSheetProps) {
  const { t } = useTranslation();
  const { ref, onKeyDown } = useModalDialog(isOpen);
  const titleId = useId();

  return (
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
      className="mx-auto mt-auto mb-0 max-h-[85dvh] w-full max-w-lg rounded-t-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/40"
    >
      {isOpen ? (
        <div className="flex max-h-[85dvh] flex-col">
          <div className="flex items-center gap-3 border-b border-slate-200 px-4 py-2">
            <h2 id={titleId} className="min-w-0 flex-1 truncate text-base font-bold">
              {title}
            </h2>
            <Button variant="ghost" size="icon" className="-me-2 size-11" aria-label={t('common.close')} onClick={onClose}>
              <X aria-hidden="true" className="size-5" />
            </Button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4">{children}</div>
          {footer ? <div className="border-t border-slate-200 px-4 py-3">{footer}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}
