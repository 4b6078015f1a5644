import { ChevronDown, LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSignOut } from '@/entities/session/sign-out';
import { useCurrentUser } from '@/lib/current-user';
import { useTranslation } from '@/lib/i18n';
import { Dropdown, MenuItemButton, MenuItemLink, MenuSeparator } from '@/ui/dropdown';

export type UserMenuLink = { to: string; label: string; icon: ReactNode; isShown?: boolean };

function initialsOf(name: string) {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return (parts.length > 1 ? `${parts[0]?.[0] ?? ''}${parts.at(-1)?.[0] ?? ''}` : (parts[0]?.slice(0, 2) ?? '?')).toUpperCase();
}

/** The signed-in user's menu: the area's links, then Sign out. */
export function UserMenu({ links }: { links: UserMenuLink[] }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const { signOut, isSigningOut } = useSignOut();
  const name = user?.name ?? '';

  return (
    <Dropdown
      triggerLabel={t('userMenu.label')}
      triggerClassName="h-10 ps-1 pe-2 text-slate-700 hover:bg-slate-100"
      trigger={
        <>
          <span className="grid size-8 place-items-center rounded-full bg-gradient-to-br from-brand-500 to-brand-700 text-xs font-bold text-white">
            {initialsOf(name)}
          </span>
          <span className="hidden max-w-32 truncate text-sm font-semibold sm:inline">{name}</span>
          <ChevronDown aria-hidden="true" className="hidden size-4 text-slate-400 sm:block" />
        </>
      }
      panelClassName="w-60"
    >
      {(close) => (
        <>
          <div className="px-3 py-2">
            <p className="truncate text-sm font-semibold text-slate-900">{name}</p>
            {user?.email ? <p className="truncate text-xs text-slate-500">{user.email}</p> : null}
          </div>
          <MenuSeparator />
          {links
            .filter((link) => link.isShown !== false)
            .map((link) => (
              <MenuItemLink key={link.to} to={link.to} onSelect={close}>
                {link.icon}
                {link.label}
              </MenuItemLink>
            ))}
          <MenuSeparator />
          <MenuItemButton
            className="text-red-600 hover:bg-red-50 focus:bg-red-50"
            onSelect={() => {
              close();
              if (!isSigningOut) signOut();
            }}
          >
            <LogOut aria-hidden="true" className="size-4 rtl:rotate-180" />
            {t('userMenu.signOut')}
          </MenuItemButton>
        </>
      )}
    </Dropdown>
  );
}
