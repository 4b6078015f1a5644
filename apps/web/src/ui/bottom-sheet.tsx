import { type ReactNode, useId } from 'react';
import { Modal, ModalCloseButton } from './modal';

type BottomSheetProps = {
  isOpen: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** The row pinned under the scrolling body (the sheet's main action). */
  footer?: ReactNode;
};

/** A panel that rises from the bottom of a phone's screen, within the thumb's reach, on the app's <Modal>. */
export function BottomSheet({ isOpen, onClose, title, children, footer }: BottomSheetProps) {
  const titleId = useId();
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      labelledBy={titleId}
      className="bg-white text-slate-900 mx-auto mt-auto mb-0 max-h-[85dvh] w-full max-w-lg rounded-t-2xl shadow-2xl backdrop:bg-slate-900/40"
    >
      <div className="flex max-h-[85dvh] flex-col">
        <div className="flex items-center gap-3 border-b border-slate-200 px-4 py-2">
          <h2 id={titleId} className="min-w-0 flex-1 truncate text-base font-bold">
            {title}
          </h2>
          <ModalCloseButton onClose={onClose} className="-me-2 size-11" />
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4">{children}</div>
        {footer ? <div className="border-t border-slate-200 px-4 py-3">{footer}</div> : null}
      </div>
    </Modal>
  );
}
