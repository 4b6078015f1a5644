import { ApiError } from '@/lib/api-client';
import type { TFunction } from '@/lib/i18n';
import { serverReason } from '@/lib/messages';

/** The ads list's error texts of admin §8, by status. */
export function adsLoadError(t: TFunction, error: unknown): string | null {
  if (!(error instanceof ApiError)) return t('adminPanel.ads.errors.fetch');
  if (error.status === 401) return t('adminPanel.common.authFailed');
  if (error.status === 403) return t('adminPanel.common.accessDenied');
  if (error.status === 404) return null;
  const reason = serverReason(t, error);
  if (reason) return t('adminPanel.ads.errors.withError', { error: reason });
  return t('adminPanel.ads.errors.fetch');
}
