import { type KeyboardEvent, useEffect, useRef } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab on the last control comes back to the first (Shift+Tab the other way) instead of leaving for the browser's toolbar. */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0,
  );
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  if (event.shiftKey ? document.activeElement === first : document.activeElement === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

/**
 * The behaviour every modal of the app shares (dialogs, the chat drawer, the panels' sidebar drawer), on a native
 * <dialog> opened with showModal(): the page behind is inert, Tab cycles inside, an element marked `data-autofocus`
 * takes the focus, and closing gives the focus back to the element that opened it. Escape fires the dialog's
 * `cancel` event, which the caller turns into its own close.
 */
export function useModalDialog(isOpen: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      // React's autoFocus runs before the dialog is open; a marked element takes the focus instead of the first control.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!isOpen && dialog.open) {
      dialog.close();
      openerRef.current?.focus();
    }
  }, [isOpen]);

  // Closing with the page (a navigation) must not leave the document inert.
  useEffect(() => () => ref.current?.close(), []);

  return { ref, onKeyDown: keepFocusInside };
}
