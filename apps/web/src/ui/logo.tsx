import { Gamepad2 } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

/** The brand mark, a link to the landing page. The wordmark stays in Latin letters in both languages. */
export function Logo({ tone = 'dark', className }: { tone?: 'dark' | 'light'; className?: string }) {
  return (
    <Link
      to="/"
      className={cn(
        'inline-flex items-center gap-2 rounded-lg font-extrabold tracking-tight focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-500',
        tone === 'light' ? 'text-white' : 'text-slate-900',
        className,
      )}
    >
      <span className="grid size-9 place-items-center rounded-xl bg-gradient-to-br from-brand-500 to-brand-800 text-white shadow-sm shadow-brand-900/30">
        <Gamepad2 aria-hidden="true" className="size-5" />
      </span>
      <span dir="ltr" className="text-lg">
        Game<span className={tone === 'light' ? 'text-brand-200' : 'text-brand-600'}>Souq</span>
      </span>
    </Link>
  );
}
