import { Copy, Share2 } from 'lucide-react';
import { type ReactNode, useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { Dropdown, MenuItemAnchor, MenuItemButton } from '@/ui/dropdown';

/** The public address of a product, the one a friend opens without an account (docs/decisions/017). */
export function publicProductUrl(id: string) {
  return new URL(paths.app.product.getHref(id), window.location.origin).href;
}

const unchanging = () => () => undefined;
const hasShareSheet = () => typeof navigator.share === 'function';

/**
 * Share a product: the system share sheet where the browser has one (phones), else a menu of WhatsApp, X and Copy
 * link. `children` is the trigger's visible content. A page drawn on the server shows the menu until it runs here.
 */
export function ShareProduct({
  ad,
  className,
  triggerClassName,
  children,
}: {
  ad: { id: string; title: string };
  className?: string;
  triggerClassName?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const canShare = useSyncExternalStore(unchanging, hasShareSheet, () => false);
  const text = t('ad.shareText', { title: ad.title });

  if (canShare) {
    return (
      <button
        type="button"
        className={triggerClassName}
        // A dismissed sheet rejects with AbortError: nothing to tell the user.
        onClick={() => navigator.share({ title: ad.title, text, url: publicProductUrl(ad.id) }).catch(() => undefined)}
      >
        {children}
      </button>
    );
  }

  const copy = async (close: () => void) => {
    close();
    try {
      await navigator.clipboard.writeText(publicProductUrl(ad.id));
      toast.success(t('ad.linkCopied'));
    } catch {
      toast.error(t('ad.copyFailed'));
    }
  };

  return (
    <Dropdown
      className={className}
      triggerClassName={triggerClassName}
      triggerLabel={t('ad.shareLabel', { title: ad.title })}
      trigger={
        <span aria-hidden="true" className="contents">
          {children}
        </span>
      }
      panelClassName="w-48"
    >
      {(close) => (
        <>
          <MenuItemAnchor href={`https://wa.me/?${new URLSearchParams({ text: `${text} ${publicProductUrl(ad.id)}` })}`} onSelect={close}>
            <Share2 aria-hidden="true" className="size-4" />
            {t('ad.shareWhatsApp')}
          </MenuItemAnchor>
          <MenuItemAnchor
            href={`https://x.com/intent/tweet?${new URLSearchParams({ text, url: publicProductUrl(ad.id) })}`}
            onSelect={close}
          >
            <Share2 aria-hidden="true" className="size-4" />
            {t('ad.shareX')}
          </MenuItemAnchor>
          <MenuItemButton onSelect={() => void copy(close)}>
            <Copy aria-hidden="true" className="size-4" />
            {t('ad.copyLink')}
          </MenuItemButton>
        </>
      )}
    </Dropdown>
  );
}
