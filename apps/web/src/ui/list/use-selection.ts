import { useState } from 'react';

/** The rows ticked for a bulk action, by id; a tick on the header selects or clears the whole page. */
export function useSelection(ids: string[]) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const isAllSelected = ids.length > 0 && ids.every((id) => selected.has(id));
  return {
    selected,
    isAllSelected,
    toggle: (id: string) =>
      setSelected((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    toggleAll: () => setSelected(isAllSelected ? new Set() : new Set(ids)),
    clear: () => setSelected(new Set()),
  };
}
