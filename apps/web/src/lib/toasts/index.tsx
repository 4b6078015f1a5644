import { lazy, Suspense, useEffect, useState } from 'react';
import type { toast as sonnerToast, ToasterProps } from 'sonner';

/*
 * sonner's API without sonner in the first load: vite.config.ts resolves every `import ... from 'sonner'` of the app
 * to this module (except the files of this folder, which get sonner itself). The Toaster downloads sonner once the
 * first screen is painted and the browser is idle, or at the first toast if that comes sooner; toasts asked for
 * before it listens are shown then, in order, with the id they were given.
 */

type Toast = typeof sonnerToast;
type Call = (toast: Toast) => void;

let sonner: Toast | null = null;
const waiting: Call[] = [];
const toasterRequests = new Set<() => void>();
let isToasterWanted = false;

function run(call: Call) {
  if (sonner) return call(sonner);
  waiting.push(call);
  isToasterWanted = true;
  for (const request of toasterRequests) request();
}

function toasterReady(toast: Toast) {
  sonner = toast;
  for (const call of waiting.splice(0)) call(toast);
}

let lastId = 0;
const newId = () => `toast-${++lastId}`;

type Show = (message: Parameters<Toast['success']>[0], data?: Parameters<Toast['success']>[1]) => string | number;
const show =
  (method: 'success' | 'info' | 'warning' | 'error' | 'message' | 'loading'): Show =>
  (message, data) => {
    const id = data?.id ?? newId();
    run((toast) => toast[method](message, { ...data, id }));
    return id;
  };

// Typed as sonner's own: its generic signature is kept for the callers, not checked inside.
const promiseToast = ((promise: unknown, data?: { id?: string | number }) => {
  const id = data?.id ?? newId();
  const settled = new Promise((resolve, reject) =>
    run((toast) => {
      toast
        .promise(promise as never, { ...data, id } as never)
        .unwrap()
        .then(resolve, reject);
    }),
  );
  // As with sonner, a rejection reaches only the caller that unwraps.
  settled.catch(() => undefined);
  return { unwrap: () => settled };
}) as Toast['promise'];

const methods: { [K in keyof Toast]: Toast[K] } = {
  success: show('success'),
  info: show('info'),
  warning: show('warning'),
  error: show('error'),
  message: show('message'),
  loading: show('loading'),
  custom: (jsx, data) => {
    const id = data?.id ?? newId();
    run((toast) => toast.custom(jsx, { ...data, id }));
    return id;
  },
  promise: promiseToast,
  dismiss: (id) => {
    run((toast) => toast.dismiss(id));
    return id as string | number;
  },
  getHistory: () => sonner?.getHistory() ?? [],
  getToasts: () => sonner?.getToasts() ?? [],
};

export const toast: Toast = Object.assign((message: Parameters<Toast>[0], data?: Parameters<Toast>[1]) => {
  const id = data?.id ?? newId();
  run((loaded) => loaded(message, { ...data, id }));
  return id;
}, methods);

const LoadedToaster = lazy(() => import('./sonner-toaster'));

/** sonner's Toaster, downloaded after the first paint (or at the first toast). */
export function Toaster(props: ToasterProps) {
  const [isWanted, setIsWanted] = useState(isToasterWanted);
  useEffect(() => {
    if (isWanted) return;
    const request = () => setIsWanted(true);
    toasterRequests.add(request);
    const idle = window.requestIdleCallback?.(request, { timeout: 3000 });
    const timer = idle === undefined ? window.setTimeout(request, 1500) : undefined;
    return () => {
      toasterRequests.delete(request);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      window.clearTimeout(timer);
    };
  }, [isWanted]);
  return isWanted ? (
    <Suspense fallback={null}>
      <LoadedToaster {...props} onReady={toasterReady} />
    </Suspense>
  ) : null;
}
