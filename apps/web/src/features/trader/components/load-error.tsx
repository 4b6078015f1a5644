import { AlertTriangle } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { errorMessage } from '@/lib/messages';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';

/** A failed load: the server's message or the screen's own, with Try Again (seller §8 trader panel). */
export function LoadError({ error, fallback, onRetry }: { error: unknown; fallback: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={AlertTriangle}
      tone="error"
      title={errorMessage(t, error, { fallback })}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('common.tryAgain')}
        </Button>
      }
    />
  );
}
