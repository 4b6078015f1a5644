import { useEffect } from 'react';
import { Toaster, type ToasterProps, toast } from 'sonner';

/** The real Toaster (./index.tsx loads this file lazily): once it listens, the toasts asked for meanwhile are shown. */
export default function LoadedToaster({ onReady, ...props }: ToasterProps & { onReady: (loaded: typeof toast) => void }) {
  // The Toaster subscribes in its own effect, which React runs before this one.
  useEffect(() => onReady(toast), [onReady]);
  return <Toaster {...props} />;
}
