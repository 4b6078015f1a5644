import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type ListTableProps = {
  /** The header cells, in order; a column without a visible title gives `srOnly`. */
  columns: { key: string; label: ReactNode; srOnly?: boolean; className?: string }[];
  /** A first header cell before the columns, e.g. the select-all checkbox. */
  lead?: ReactNode;
  /** Tailwind's `min-w-[…]` of the table: below it the card scrolls sideways. */
  minWidth: string;
  children: ReactNode;
};

/** The back-office table: a white card that scrolls sideways on phones, a quiet header row, divided rows. */
export function ListTable({ columns, lead, minWidth, children }: ListTableProps) {
  // relative: the cells' screen-reader-only texts are absolutely positioned; a scroller that is not their containing
  // block does not clip them, and in Arabic they widened the page to the left (admin orders 748 px on a phone).
  return (
    <div className="relative overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className={cn('w-full text-sm', minWidth)}>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          <tr>
            {lead}
            {columns.map((column) => (
              <th key={column.key} className={cn('px-4 py-3', !column.srOnly && 'text-start', column.className)}>
                {column.srOnly ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}
