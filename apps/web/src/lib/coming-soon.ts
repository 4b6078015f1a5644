import { toast } from 'sonner';
import { i18n } from './i18n';

/** Cart and chat are not on the server yet: their buttons say so instead of pretending to work. */
export function toastComingSoon() {
  toast.info(i18n.t('common.comingSoon'), { description: i18n.t('common.comingSoonFeature') });
}
