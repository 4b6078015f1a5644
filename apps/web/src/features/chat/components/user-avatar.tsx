import { cn } from '@/lib/cn';

type UserAvatarProps = {
  name: string;
  /** The uploaded picture; none (or a private profile) shows the initials. */
  src?: string | null;
  className?: string;
  /** Admin Chat: a green dot while the user is online, a grey one otherwise; nothing when presence is unknown. */
  isOnline?: boolean;
};

/** The other party's picture, or their initials, in a circle. */
export function UserAvatar({ name, src, className, isOnline }: UserAvatarProps) {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const initials = parts.length > 1 ? `${parts[0]?.[0] ?? ''}${parts.at(-1)?.[0] ?? ''}` : (parts[0]?.slice(0, 2) ?? '?');
  return (
    <span
      aria-hidden="true"
      className={cn(
        'relative grid size-10 shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand-500 to-brand-700 text-sm font-bold text-white uppercase',
        className,
      )}
    >
      {src ? <img src={src} alt="" width={40} height={40} loading="lazy" className="size-full rounded-full object-cover" /> : initials}
      {isOnline === undefined ? null : (
        <span
          className={cn(
            'absolute -end-0.5 -bottom-0.5 size-3 rounded-full ring-2 ring-white',
            isOnline ? 'bg-emerald-500' : 'bg-slate-400',
          )}
        />
      )}
    </span>
  );
}
