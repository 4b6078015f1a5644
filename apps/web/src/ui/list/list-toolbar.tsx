import type { ReactNode } from 'react';
import { CompactSelect } from '../compact-select';
import { SearchInput } from '../search-input';

type ListToolbarProps<Sort extends string> = {
  search: { label: string; placeholder?: string; value: string; onChange: (value: string) => void; className?: string };
  sort?: { label: string; value: Sort; options: readonly { value: Sort; label: string }[]; onChange: (value: Sort) => void };
  /** The list's filters, between the search and the sort. */
  filters?: ReactNode;
  /** After the sort: bulk actions, a "clear filters" link. */
  end?: ReactNode;
};

/** The row above a list: its search box, its filters and its sort, wrapping on small screens. */
export function ListToolbar<Sort extends string>({ search, sort, filters, end }: ListToolbarProps<Sort>) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <SearchInput
        className={search.className ?? 'w-full sm:w-80'}
        label={search.label}
        placeholder={search.placeholder ?? search.label}
        value={search.value}
        onChange={search.onChange}
      />
      {filters}
      {sort ? <CompactSelect label={sort.label} value={sort.value} options={sort.options} onChange={sort.onChange} /> : null}
      {end}
    </div>
  );
}
