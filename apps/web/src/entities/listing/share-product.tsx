import { Copy, Share2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { Dropdown, MenuItemAnchor, MenuItemButton } from '@/ui/dropdown';

/** The public address of a product, the one a friend opens without an account (docs/decisions/017). */
export function publicProductUrl(id: string) {
  return new URL(paths.app.product.getHref(id), window.location.origin).href;
}

/**
 * Share a product: the system share sheet where the browser has one (phones), else a menu of WhatsApp, X and Copy
 * link. `children` is the trigger's visible content.
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
  const url = publicProductUrl(ad.id);
  const text = t('ad.shareText', { title: ad.title });

  if (typeof navigator.share === 'function') {
    return (
      <button
        type="button"
        className={triggerClassName}
        // A dismissed sheet rejects with AbortError: nothing to tell the user.
        onClick={() => navigator.share({ title: ad.title, text, url }).catch(() => undefined)}
      >
        {children}
      </button>
    );
  }

  const copy = async (close: () => void) => {
    close();
    try {
      await navigator.clipboard.writeText(url);
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
          <MenuItemAnchor href={`https://wa.me/?${new URLSearchParams({ text: `${text} ${url}` })}`} onSelect={close}>
            <Share2 aria-hidden="true" className="size-4" />
            {t('ad.shareWhatsApp')}
          </MenuItemAnchor>
          <MenuItemAnchor href={`https://x.com/intent/tweet?${new URLSearchParams({ text, url })}`} onSelect={close}>
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
