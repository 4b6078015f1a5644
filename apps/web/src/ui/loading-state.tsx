import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

/** "Loading ads...": a spinner and the text, announced once as a status. */
export function LoadingState({ label, className }: { label: string; className?: string }) {
  return (
    <div
      role="status"
      className={cn('flex items-center justify-center gap-3 rounded-xl bg-white py-16 shadow-sm ring-1 ring-slate-200', className)}
    >
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-brand-600" />
      <p className="text-sm text-slate-600">{label}</p>
    </div>
  );
}
