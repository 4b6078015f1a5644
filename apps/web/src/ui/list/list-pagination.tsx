import type { ReactNode } from 'react';
import { Pagination } from '../pagination';

type ListPaginationProps = {
  /** The page the user asked for (shown as current at once, before its rows arrive). */
  page: number;
  /** The reply's pagination; nothing shows until the first reply. */
  pagination: { totalPages: number } | undefined;
  onChange: (page: number) => void;
  /** `gaps` in the back-office and the trader panel (the default), `window` where the lists follow the buyer's pager. */
  numbers?: 'window' | 'gaps';
  /** A line at the start of the row ("Showing 1–20 of 45"). */
  summary?: ReactNode;
};

/** The pager under a list page's rows, with an optional summary line beside it; no pager for a single page. */
export function ListPagination({ page, pagination, onChange, numbers, summary }: ListPaginationProps) {
  if (!pagination) return null;
  const pager = <Pagination numbers={numbers} page={page} totalPages={pagination.totalPages} onChange={onChange} />;
  if (!summary) return pager;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      {summary}
      {pager}
    </div>
  );
}
