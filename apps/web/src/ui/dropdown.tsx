import { type KeyboardEvent, type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

type DropdownProps = {
  /** The trigger's content and accessible name. */
  trigger: ReactNode;
  triggerLabel?: string;
  triggerClassName?: string;
  /** 'menu': a list of actions with arrow-key focus; 'dialog': free content such as the notification list. */
  kind?: 'menu' | 'dialog';
  panelClassName?: string;
  /** The wrapper's classes, e.g. to let the trigger grow in a row of buttons. */
  className?: string;
  children: (close: () => void) => ReactNode;
};

/**
 * A button that opens a panel below it, aligned to the inline end; Escape and an outside click close it. A menu opens
 * with Enter, Space or the arrow keys on its first (ArrowUp: last) item, and the arrows, Home and End move inside it.
 */
export function Dropdown({ trigger, triggerLabel, triggerClassName, kind = 'menu', panelClassName, className, children }: DropdownProps) {
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  /** ArrowUp on the closed trigger opens the menu on its last item (WAI-ARIA menu button). */
  const focusLastRef = useRef(false);

  const close = () => setIsOpen(false);

  // A layout effect: the first item has the focus in the same task as the opening, before the next key press or click
  // is handled. A passive effect runs after the paint, when an item the reader already focused would lose it.
  useLayoutEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    if (kind === 'menu') {
      const items = panelRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]');
      (focusLastRef.current ? items?.[items.length - 1] : items?.[0])?.focus();
      focusLastRef.current = false;
    }
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen, kind]);

  const panelClasses = cn(
    'absolute end-0 top-full z-50 mt-2 min-w-52 origin-top rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-slate-200',
    panelClassName,
  );

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape' && isOpen) {
      event.stopPropagation();
      setIsOpen(false);
      triggerRef.current?.focus();
      return;
    }
    if (kind === 'menu' && !isOpen && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      focusLastRef.current = event.key === 'ArrowUp';
      setIsOpen(true);
      return;
    }
    if (kind !== 'menu' || !isOpen) return;
    const items = Array.from(panelRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const current = items.indexOf(document.activeElement as HTMLElement);
    let next: number | null = null;
    if (event.key === 'ArrowDown') next = (current + 1) % items.length;
    else if (event.key === 'ArrowUp') next = (current - 1 + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    else if (event.key === 'Tab') setIsOpen(false);
    if (next !== null) {
      event.preventDefault();
      items[next]?.focus();
    }
  }

  return (
    <div ref={rootRef} className={cn('relative', className)}>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup={kind === 'menu' ? 'menu' : 'dialog'}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={() => setIsOpen((open) => !open)}
        onKeyDown={onKeyDown}
        className={cn(
          'inline-flex items-center gap-2 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
          triggerClassName,
        )}
      >
        {/* In the name rather than aria-label, so that the name also holds the visible text (the user's name, the language). */}
        <span className="sr-only">{triggerLabel}</span>
        {trigger}
      </button>
      {isOpen && kind === 'menu' ? (
        <div ref={panelRef} id={panelId} role="menu" aria-label={triggerLabel} tabIndex={-1} onKeyDown={onKeyDown} className={panelClasses}>
          {children(close)}
        </div>
      ) : null}
      {isOpen && kind === 'dialog' ? (
        <div
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-label={triggerLabel}
          tabIndex={-1}
          onKeyDown={onKeyDown}
          className={panelClasses}
        >
          {children(close)}
        </div>
      ) : null}
    </div>
  );
}

const itemClasses =
  'flex w-full items-center gap-2.5 rounded-lg px-3 py-2 text-start text-sm text-slate-700 hover:bg-slate-100 focus:bg-slate-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500';

export function MenuItemButton({ onSelect, children, className }: { onSelect: () => void; children: ReactNode; className?: string }) {
  return (
    <button type="button" role="menuitem" tabIndex={-1} onClick={onSelect} className={cn(itemClasses, className)}>
      {children}
    </button>
  );
}

export function MenuItemLink({ to, onSelect, children }: { to: string; onSelect: () => void; children: ReactNode }) {
  return (
    <Link to={to} role="menuitem" tabIndex={-1} onClick={onSelect} className={itemClasses}>
      {children}
    </Link>
  );
}

/** A menu item that leaves the app (another site, in a new tab). */
export function MenuItemAnchor({ href, onSelect, children }: { href: string; onSelect: () => void; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" role="menuitem" tabIndex={-1} onClick={onSelect} className={itemClasses}>
      {children}
    </a>
  );
}

export function MenuSeparator() {
  return <hr className="my-1.5 border-slate-200" />;
}
