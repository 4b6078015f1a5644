import { Menu, X } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/ui/button';

export function MobileMenuButton({
  isOpen,
  onToggle,
  controls,
  className,
}: {
  isOpen: boolean;
  onToggle: () => void;
  controls: string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <Button
      variant="ghost"
      size="icon"
      className={className}
      aria-label={isOpen ? t('common.closeMenu') : t('common.openMenu')}
      aria-expanded={isOpen}
      aria-controls={controls}
      onClick={onToggle}
    >
      {isOpen ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
    </Button>
  );
}
