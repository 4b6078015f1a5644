import { ApiError } from '@/lib/api-client';
import type { TFunction } from '@/lib/i18n';

/** "You can't chat with yourself" for one's own ad (buyer spec §5), else "Failed to start chat" (§8). */
export function startChatError(t: TFunction, error: unknown) {
  return error instanceof ApiError && error.code === 'CHAT_WITH_SELF' ? t('chat.withSelf') : t('chat.startFailed');
}
