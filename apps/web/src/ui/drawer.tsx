import { type ReactNode, useId } from 'react';
import { Modal, ModalCloseButton } from './modal';

type DrawerProps = {
  isOpen: boolean;
  onClose: () => void;
  title: ReactNode;
  /** A line under the title (the listing a chat is about). */
  subtitle?: ReactNode;
  children: ReactNode;
};

/** A full-height panel at the inline end (the right in English, the left in Arabic), on the app's <Modal>. */
export function Drawer({ isOpen, onClose, title, subtitle, children }: DrawerProps) {
  const titleId = useId();
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      labelledBy={titleId}
      className="bg-white text-slate-900 my-0 ms-auto me-0 h-dvh max-h-dvh w-full max-w-md shadow-2xl backdrop:bg-slate-900/40"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-start gap-3 border-b border-slate-200 px-4 py-3">
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="truncate text-base font-bold">
              {title}
            </h2>
            {subtitle ? <div className="truncate text-sm text-slate-500">{subtitle}</div> : null}
          </div>
          <ModalCloseButton onClose={onClose} className="-me-2 size-9" />
        </div>
        {children}
      </div>
    </Modal>
  );
}
