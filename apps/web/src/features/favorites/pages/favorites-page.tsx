import { Eye, HeartOff, RefreshCw, ShoppingBag, ShoppingCart, TriangleAlert, X } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { AdCard } from '@/entities/listing/ad-card';
import { useAddToCart } from '@/lib/api/add-to-cart';
import { useTranslation } from '@/lib/i18n';
import { errorMessage } from '@/lib/messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button, buttonClasses } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { LoadingState } from '@/ui/loading-state';
import { useFavorites } from '../api/get-favorites';
import { useRemoveFavorite } from '../api/remove-favorite';

/** Favorites (buyer §2): the saved ads with Remove, View and Add to Cart. */
export function FavoritesPage() {
  const { t } = useTranslation();
  const { data: favorites, isPending, isError, refetch } = useFavorites();
  const removeFavorite = useRemoveFavorite();
  const addToCart = useAddToCart();
  useDocumentTitle(t('nav.favorites'));

  const remove = (productId: string) =>
    removeFavorite.mutate(productId, {
      onSuccess: () => toast.success(t('favorites.removed')),
      onError: (error) => toast.error(errorMessage(t, error, { fallback: t('favorites.removeFailed') })),
    });

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">{t('favorites.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('favorites.subtitle')}</p>
      </div>

      {isPending ? (
        <LoadingState label={t('favorites.loading')} />
      ) : isError ? (
        <EmptyState
          icon={TriangleAlert}
          tone="error"
          title={t('favorites.loadFailed')}
          action={
            <Button variant="secondary" onClick={() => void refetch()}>
              <RefreshCw aria-hidden="true" className="size-4" />
              {t('common.tryAgain')}
            </Button>
          }
        />
      ) : favorites.length === 0 ? (
        <EmptyState
          icon={HeartOff}
          title={t('favorites.empty')}
          hint={t('favorites.emptyHint')}
          action={
            <Link to={paths.app.home.getHref()} className={buttonClasses()}>
              <ShoppingBag aria-hidden="true" className="size-4" />
              {t('favorites.browse')}
            </Link>
          }
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {favorites.map((ad) => (
            <li key={ad.productId} className="flex">
              <AdCard
                ad={ad}
                className="w-full"
                cornerAction={
                  <button
                    type="button"
                    aria-label={t('favorites.remove')}
                    onClick={() => remove(ad.productId)}
                    className="grid size-9 place-items-center rounded-full bg-white/95 text-slate-700 shadow ring-1 ring-slate-200 transition-colors hover:bg-red-50 hover:text-red-600"
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                }
                actions={
                  <>
                    <Link
                      to={paths.app.product.getHref(ad.productId)}
                      className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'flex-1' })}
                    >
                      <Eye aria-hidden="true" className="size-4" />
                      {t('favorites.view')}
                    </Link>
                    <Button
                      size="sm"
                      className="flex-1"
                      onClick={() => addToCart.mutate({ productId: ad.productId, quantity: 1, title: ad.title })}
                      isLoading={addToCart.isPending && addToCart.variables?.productId === ad.productId}
                      disabled={ad.quantity < 1}
                    >
                      {addToCart.isPending && addToCart.variables?.productId === ad.productId ? null : (
                        <ShoppingCart aria-hidden="true" className="size-4" />
                      )}
                      {t('product.addToCart')}
                    </Button>
                  </>
                }
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
