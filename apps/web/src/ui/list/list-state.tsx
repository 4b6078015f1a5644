import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button';
import { EmptyState } from '../empty-state';
import { LoadingState } from '../loading-state';

type ListStateProps = {
  list: { isPending: boolean; isError: boolean; refetch: () => unknown };
  isEmpty: boolean;
  icon: LucideIcon;
  loadingLabel: string;
  emptyTitle: string;
  emptyHint?: ReactNode;
  /** Without it a failed load shows the empty state. */
  errorTitle?: string;
  /** A "Try again" button under the error (on by default). */
  canRetry?: boolean;
  children: ReactNode;
};

/** What a list page shows in place of its rows: loading, a failed load (with a retry), no rows, or the rows. */
export function ListState({
  list,
  isEmpty,
  icon,
  loadingLabel,
  emptyTitle,
  emptyHint,
  errorTitle,
  canRetry = true,
  children,
}: ListStateProps) {
  const { t } = useTranslation();
  if (list.isPending) return <LoadingState label={loadingLabel} />;
  if (list.isError && errorTitle) {
    const retry = canRetry ? <Button onClick={() => void list.refetch()}>{t('common.tryAgain')}</Button> : undefined;
    return <EmptyState icon={icon} tone="error" title={errorTitle} action={retry} />;
  }
  if (isEmpty || list.isError) return <EmptyState icon={icon} title={emptyTitle} hint={emptyHint} />;
  return children;
}
