import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '../button';
import { EmptyState } from '../empty-state';
import { LoadingState } from '../loading-state';
import { ListPagination } from './list-pagination';

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
  /** The pager under the rows (nothing shows until the first reply, as ListPagination). */
  pager?: ComponentProps<typeof ListPagination>;
  children: ReactNode;
};

/** What a list page shows in place of its rows: loading, a failed load (with a retry), no rows, or the rows and their pager. */
export function ListState({
  list,
  isEmpty,
  icon,
  loadingLabel,
  emptyTitle,
  emptyHint,
  errorTitle,
  canRetry = true,
  pager,
  children,
}: ListStateProps) {
  const { t } = useTranslation();
  const retry = canRetry ? <Button onClick={() => void list.refetch()}>{t('common.tryAgain')}</Button> : undefined;
  const body = list.isPending ? (
    <LoadingState label={loadingLabel} />
  ) : list.isError && errorTitle ? (
    <EmptyState icon={icon} tone="error" title={errorTitle} action={retry} />
  ) : isEmpty || list.isError ? (
    <EmptyState icon={icon} title={emptyTitle} hint={emptyHint} />
  ) : (
    children
  );
  // The pager stays while the asked page loads, so that the button the user pressed keeps its place and focus.
  return (
    <>
      {body}
      {pager ? <ListPagination {...pager} /> : null}
    </>
  );
}
