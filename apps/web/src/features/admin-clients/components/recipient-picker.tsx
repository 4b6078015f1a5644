import { useState } from 'react';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { useDebounced } from '@/lib/use-debounced';
import { CompactSelect } from '@/ui/compact-select';
import { SearchInput } from '@/ui/search-input';
import { type UsersQuery, useAdminUsers } from '../api/users';

type Props = {
  /** personal: one user (radio); group: any number (checkboxes). */
  mode: 'personal' | 'group';
  selected: string[];
  onChange: (ids: string[]) => void;
};

/** The add-users panel: real users with a type filter and a search. */
export function RecipientPicker({ mode, selected, onChange }: Props) {
  const { t } = useTranslation();
  const [type, setType] = useState<UsersQuery['type']>('all');
  const [search, setSearch] = useState('');
  const users = useAdminUsers({ type, sort: 'name', search: useDebounced(search) });
  const list = (users.data ?? []).filter((user) => user.role !== 'admin' && !user.isSuspended);
  const toggle = (id: string) =>
    mode === 'personal' ? onChange([id]) : onChange(selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id]);
  return (
    <fieldset className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <legend className="float-start mb-3 flex w-full items-baseline gap-2 text-sm font-semibold text-slate-900">
        {t(mode === 'personal' ? 'adminPanel.notify.pickOne' : 'adminPanel.notify.addUsers')}
        {mode === 'group' ? (
          <span className="font-normal text-slate-500">{t('adminPanel.notify.selectedCount', { n: selected.length })}</span>
        ) : null}
      </legend>
      <div className="clear-both flex flex-wrap items-center gap-3">
        <SearchInput
          className="w-full sm:w-64"
          label={t('adminPanel.notify.searchUsers')}
          placeholder={t('adminPanel.notify.searchUsers')}
          value={search}
          onChange={setSearch}
        />
        <CompactSelect
          label={t('adminPanel.clients.userType')}
          value={type}
          onChange={setType}
          options={(['all', 'person', 'store'] as const).map((value) => ({ value, label: t(`adminPanel.clients.types.${value}`) }))}
        />
      </div>
      {users.isError ? <p className="mt-3 text-sm text-red-700">{t('adminPanel.notify.errors.users')}</p> : null}
      <ul className="mt-3 max-h-72 divide-y divide-slate-100 overflow-y-auto">
        {list.map((user) => {
          const isChecked = selected.includes(user.id);
          return (
            <li key={user.id}>
              <label className={cn('flex cursor-pointer items-center gap-3 px-2 py-2 text-sm', isChecked && 'bg-brand-50')}>
                <input
                  type={mode === 'personal' ? 'radio' : 'checkbox'}
                  name="recipients"
                  checked={isChecked}
                  onChange={() => toggle(user.id)}
                  className="size-4 accent-brand-600"
                />
                <span className="grid size-8 place-items-center rounded-full bg-slate-100 text-xs font-bold text-slate-600">
                  {user.avatar}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-slate-900">{user.name}</span>
                  <span className="block truncate text-xs text-slate-500" dir="ltr">
                    {user.email}
                  </span>
                </span>
                <span className="text-xs text-slate-500">{t(`adminPanel.clients.typeLabel.${user.type}`)}</span>
              </label>
            </li>
          );
        })}
        {users.isSuccess && list.length === 0 ? (
          <li className="py-4 text-center text-sm text-slate-500">{t('adminPanel.notify.noUsers')}</li>
        ) : null}
      </ul>
    </fieldset>
  );
}
