import { cn } from '@/lib/cn';

/** The other party's initials in a circle (the API has no avatars). */
export function UserAvatar({ name, className }: { name: string; className?: string }) {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const initials = parts.length > 1 ? `${parts[0]?.[0] ?? ''}${parts.at(-1)?.[0] ?? ''}` : (parts[0]?.slice(0, 2) ?? '?');
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid size-10 shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand-500 to-brand-700 text-sm font-bold text-white uppercase',
        className,
      )}
    >
      {initials}
    </span>
  );
}
