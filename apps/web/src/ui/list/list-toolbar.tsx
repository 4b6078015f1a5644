import type { ReactNode } from 'react';
import { CompactSelect } from '../compact-select';
import { SearchInput } from '../search-input';

type Choice<Value extends string> = {
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
};

type ListToolbarProps<Sort extends string, Filter extends string> = {
  /** Lists without a search box (a status filter only) leave it out. */
  search?: { label: string; placeholder?: string; value: string; onChange: (value: string) => void; className?: string };
  sort?: Choice<Sort>;
  /** The list's one filter, most often its status ("Open", "Resolved", "All"). */
  filter?: Choice<Filter>;
  /** The list's other filters, after `filter`, before the sort. */
  filters?: ReactNode;
  /** After the sort: bulk actions, a "clear filters" link. */
  end?: ReactNode;
};

/** The row above a list: its search box, its filters and its sort, wrapping on small screens. */
export function ListToolbar<Sort extends string, Filter extends string>({
  search,
  sort,
  filter,
  filters,
  end,
}: ListToolbarProps<Sort, Filter>) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      {search ? (
        <SearchInput
          className={search.className ?? 'w-full sm:w-80'}
          label={search.label}
          placeholder={search.placeholder ?? search.label}
          value={search.value}
          onChange={search.onChange}
        />
      ) : null}
      {filter ? <CompactSelect {...filter} /> : null}
      {filters}
      {sort ? <CompactSelect label={sort.label} value={sort.value} options={sort.options} onChange={sort.onChange} /> : null}
      {end}
    </div>
  );
}
