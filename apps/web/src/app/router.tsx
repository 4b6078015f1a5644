import { Navigate, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import type { DictionaryGroup } from '@/lib/dictionary-groups';
import { loadDictionaries } from '@/lib/i18n';
import type { ServerQueriesHandle } from '@/lib/server-queries';
import { FullPageSpinner } from '@/ui/spinner';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './layouts/route-error';

/**
 * A lazy route whose code and dictionary groups (lib/dictionary-groups.ts) download together, so that its screen never
 * shows a raw key. Every lazy route names all the groups its own code uses (a page does not count on its layout's):
 * the build reads these calls, with literal arrays or the constants below, and fails when a route's code uses a
 * section of a group it does not name (vite-plugins/dictionaries.ts).
 */
function withDictionaries<T>(groups: DictionaryGroup[], load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadDictionaries(groups)]).then(([route]) => route);
}

const PUBLIC: DictionaryGroup[] = ['public'];
const AUTH: DictionaryGroup[] = ['public', 'auth'];
const TRADER: DictionaryGroup[] = ['app', 'ads', 'orders', 'account', 'trader'];
/** The trader profile also asks for the code sent to a new phone number (the auth screens' texts). */
const TRADER_PROFILE: DictionaryGroup[] = ['app', 'ads', 'orders', 'account', 'trader', 'auth'];
const TRADER_PRODUCT_FORM: DictionaryGroup[] = ['app', 'ads', 'orders', 'account', 'trader', 'items'];
const ADMIN: DictionaryGroup[] = ['app', 'orders', 'admin'];

/**
 * The screens that read the API sit in this route: TanStack Query comes with them (layouts/query-layout.tsx), and so
 * does the role guard, whose user comes from a query; the landing, About and Terms pages load neither.
 */
function withQuery(children: RouteObject[]): RouteObject {
  return { lazy: () => import('./layouts/query-layout').then((m) => ({ Component: m.QueryLayout })), children };
}

/** The role guard (spec admin §4) of an area, loaded with the area's code. */
function requireRole(area: 'general' | 'trader' | 'admin') {
  return () =>
    import('./guards/require-role').then((m) => ({
      element: <m.RequireRole allowed={{ general: m.GENERAL_ROLES, trader: m.TRADER_ROLES, admin: m.ADMIN_ROLES }[area]} />,
    }));
}

const publicRoutes: RouteObject[] = [
  {
    lazy: withDictionaries(PUBLIC, () => import('./layouts/public-layout').then((m) => ({ Component: m.PublicLayout }))),
    children: [
      {
        path: paths.landing.path,
        lazy: withDictionaries(PUBLIC, () =>
          import('@/features/public/pages/landing-page').then((m) => ({ Component: m.LandingPage, loader: m.loader })),
        ),
      },
      {
        path: paths.about.path,
        lazy: withDictionaries(['public', 'about'], () =>
          import('@/features/public/pages/about-page').then((m) => ({ Component: m.AboutPage })),
        ),
      },
      withQuery([
        {
          path: paths.contact.path,
          lazy: withDictionaries(['public', 'contact'], () =>
            import('@/features/public/pages/contact-page').then((m) => ({ Component: m.ContactPage })),
          ),
        },
      ]),
      {
        path: paths.terms.path,
        lazy: withDictionaries(['public', 'terms'], () =>
          import('@/features/public/pages/terms-page').then((m) => ({ Component: m.TermsPage })),
        ),
      },
    ],
  },
];

const authRoutes: RouteObject[] = [
  {
    path: paths.auth.login.path,
    lazy: withDictionaries(AUTH, () => import('@/features/auth/pages/auth-page').then((m) => ({ Component: m.AuthPage }))),
  },
  {
    path: paths.auth.otpSignIn.path,
    lazy: withDictionaries(AUTH, () => import('@/features/auth/pages/otp-signin-page').then((m) => ({ Component: m.OtpSigninPage }))),
  },
  {
    path: paths.auth.socialSignIn.path,
    lazy: withDictionaries(AUTH, () =>
      import('@/features/auth/pages/social-sign-in-page').then((m) => ({ Component: m.SocialSignInPage })),
    ),
  },
  {
    path: paths.auth.loginSuccess.path,
    lazy: withDictionaries(AUTH, () => import('@/features/auth/pages/login-success-page').then((m) => ({ Component: m.LoginSuccessPage }))),
  },
  {
    path: paths.auth.recoverPassword.path,
    lazy: withDictionaries(AUTH, () =>
      import('@/features/auth/pages/recover-password-page').then((m) => ({ Component: m.RecoverPasswordPage })),
    ),
  },
  {
    path: paths.auth.verifyCode.path,
    lazy: withDictionaries(AUTH, () => import('@/features/auth/pages/verify-code-page').then((m) => ({ Component: m.VerifyCodePage }))),
  },
  {
    path: paths.auth.newPassword.path,
    lazy: withDictionaries(AUTH, () => import('@/features/auth/pages/new-password-page').then((m) => ({ Component: m.NewPasswordPage }))),
  },
];

/**
 * The marketplace layout: home, categories, products and sellers are open to visitors (docs/decisions/017); the rest asks for an
 * account and comes back to the same address after sign-in.
 */
const generalRoutes: RouteObject = {
  lazy: withDictionaries(['app'], () => import('./layouts/general-layout').then((m) => ({ Component: m.GeneralLayout }))),
  children: [
    {
      path: paths.app.home.path,
      lazy: withDictionaries(['app'], () =>
        import('@/features/home/pages/home-page').then((m) => ({
          Component: m.HomePage,
          handle: { serverQueries: m.homePageQueries } satisfies ServerQueriesHandle,
        })),
      ),
    },
    {
      path: paths.app.category.path,
      lazy: withDictionaries(['app'], () =>
        import('@/features/home/pages/category-page').then((m) => ({
          Component: m.CategoryPage,
          handle: { serverQueries: m.categoryPageQueries } satisfies ServerQueriesHandle,
        })),
      ),
    },
    {
      path: paths.app.product.path,
      lazy: withDictionaries(['app', 'product', 'ads'], () =>
        import('@/features/product/pages/product-page').then((m) => ({
          Component: m.ProductPage,
          handle: { serverQueries: m.productPageQueries } satisfies ServerQueriesHandle,
        })),
      ),
    },
    {
      path: paths.app.item.path,
      lazy: withDictionaries(['app', 'product', 'items'], () =>
        import('@/features/item-page/pages/item-page').then((m) => ({
          Component: m.ItemPage,
          handle: { serverQueries: m.itemPageQueries } satisfies ServerQueriesHandle,
        })),
      ),
    },
    {
      path: paths.app.seller.path,
      lazy: withDictionaries(['app'], () =>
        import('@/features/seller-profile/pages/seller-profile-page').then((m) => ({ Component: m.SellerProfilePage })),
      ),
    },
    {
      path: paths.app.sellerLevels.path,
      lazy: withDictionaries(['app'], () =>
        import('@/features/seller-profile/pages/seller-levels-page').then((m) => ({ Component: m.SellerLevelsPage })),
      ),
    },
    {
      lazy: requireRole('general'),
      children: [
        {
          path: paths.app.orders.path,
          lazy: withDictionaries(['app', 'orders'], () =>
            import('@/features/orders/pages/orders-page').then((m) => ({ Component: m.OrdersPage })),
          ),
        },
        {
          path: paths.app.order.path,
          lazy: withDictionaries(['app', 'orders'], () =>
            import('@/features/orders/pages/order-details-page').then((m) => ({ Component: m.OrderDetailsPage })),
          ),
        },
        {
          path: paths.app.cart.path,
          lazy: withDictionaries(['app'], () => import('@/features/cart/pages/cart-page').then((m) => ({ Component: m.CartPage }))),
        },
        {
          path: paths.app.checkoutReturn.path,
          lazy: withDictionaries(['app'], () =>
            import('@/features/cart/pages/checkout-return-page').then((m) => ({ Component: m.CheckoutReturnPage })),
          ),
        },
        {
          path: paths.app.favorites.path,
          lazy: withDictionaries(['app', 'product'], () =>
            import('@/features/favorites/pages/favorites-page').then((m) => ({ Component: m.FavoritesPage })),
          ),
        },
        {
          path: paths.app.wallet.path,
          lazy: withDictionaries(['app', 'wallet', 'orders'], () =>
            import('@/features/wallet/pages/wallet-page').then((m) => ({ Component: m.WalletPage })),
          ),
        },
        {
          path: paths.app.walletReturn.path,
          lazy: withDictionaries(['app', 'wallet'], () =>
            import('@/features/wallet/pages/wallet-return-page').then((m) => ({ Component: m.WalletReturnPage })),
          ),
        },
        {
          path: paths.app.ads.path,
          lazy: withDictionaries(['app', 'ads'], () =>
            import('@/features/my-ads/pages/my-ads-page').then((m) => ({ Component: m.MyAdsPage })),
          ),
        },
        {
          path: paths.app.newAd.path,
          lazy: withDictionaries(['app', 'ads', 'items'], () =>
            import('@/features/my-ads/pages/new-ad-page').then((m) => ({ Component: m.NewAdPage })),
          ),
        },
        {
          path: paths.app.editAd.path,
          lazy: withDictionaries(['app', 'ads', 'product', 'items'], () =>
            import('@/features/my-ads/pages/edit-ad-page').then((m) => ({ Component: m.EditAdPage })),
          ),
        },
        {
          path: paths.app.following.path,
          lazy: withDictionaries(['app'], () =>
            import('@/features/following/pages/following-page').then((m) => ({ Component: m.FollowingPage })),
          ),
        },
        {
          path: paths.app.savedSearches.path,
          lazy: withDictionaries(['app', 'items'], () =>
            import('@/features/saved-searches/pages/saved-searches-page').then((m) => ({ Component: m.SavedSearchesPage })),
          ),
        },
        {
          path: paths.app.chat.path,
          lazy: withDictionaries(['app'], () => import('@/features/chat/pages/chat-page').then((m) => ({ Component: m.ChatPage }))),
        },
        {
          path: paths.app.chatWith.path,
          lazy: withDictionaries(['app'], () => import('@/features/chat/pages/chat-page').then((m) => ({ Component: m.ChatPage }))),
        },
        {
          path: paths.app.profile.path,
          lazy: withDictionaries(['app', 'account', 'auth'], () =>
            import('@/features/account-settings/pages/account-settings-page').then((m) => ({ Component: m.AccountSettingsPage })),
          ),
        },
      ],
    },
  ],
};

const traderRoutes: RouteObject = {
  path: paths.trader.root.path,
  lazy: requireRole('trader'),
  children: [
    {
      lazy: withDictionaries(TRADER, () => import('./layouts/trader-layout').then((m) => ({ Component: m.TraderLayout }))),
      children: [
        { index: true, element: <Navigate to={paths.trader.dashboard.getHref()} replace /> },
        {
          path: paths.trader.dashboard.path,
          lazy: withDictionaries(TRADER, () =>
            import('@/features/trader/pages/trader-dashboard-page').then((m) => ({ Component: m.TraderDashboardPage })),
          ),
        },
        {
          path: paths.trader.products.path,
          lazy: withDictionaries(TRADER, () =>
            import('@/features/trader/pages/trader-products-page').then((m) => ({ Component: m.TraderProductsPage })),
          ),
        },
        {
          path: paths.trader.newProduct.path,
          lazy: withDictionaries(TRADER_PRODUCT_FORM, () =>
            import('@/features/trader/pages/new-product-page').then((m) => ({ Component: m.NewProductPage })),
          ),
        },
        {
          path: paths.trader.editProduct.path,
          lazy: withDictionaries(TRADER_PRODUCT_FORM, () =>
            import('@/features/trader/pages/edit-product-page').then((m) => ({ Component: m.EditProductPage })),
          ),
        },
        {
          path: paths.trader.orders.path,
          lazy: withDictionaries(TRADER, () =>
            import('@/features/trader/pages/trader-orders-page').then((m) => ({ Component: m.TraderOrdersPage })),
          ),
        },
        {
          path: paths.trader.wallet.path,
          lazy: withDictionaries(TRADER, () =>
            import('@/features/trader/pages/trader-wallet-page').then((m) => ({ Component: m.TraderWalletPage })),
          ),
        },
        {
          path: paths.trader.vatReport.path,
          lazy: withDictionaries(TRADER, () =>
            import('@/features/trader/pages/trader-vat-report-page').then((m) => ({ Component: m.TraderVatReportPage })),
          ),
        },
        {
          path: paths.trader.notifications.path,
          lazy: withDictionaries(TRADER, () =>
            import('@/features/trader/pages/trader-notifications-page').then((m) => ({ Component: m.TraderNotificationsPage })),
          ),
        },
        {
          path: paths.trader.profile.path,
          lazy: withDictionaries(TRADER_PROFILE, () =>
            import('@/features/trader/pages/trader-profile-page').then((m) => ({ Component: m.TraderProfilePage })),
          ),
        },
        {
          path: paths.trader.settings.path,
          lazy: withDictionaries(TRADER, () =>
            import('@/features/trader/pages/trader-settings-page').then((m) => ({ Component: m.TraderSettingsPage })),
          ),
        },
        {
          path: paths.trader.chat.path,
          lazy: withDictionaries(TRADER, () => import('@/features/chat/pages/chat-page').then((m) => ({ Component: m.TraderChatPage }))),
        },
      ],
    },
  ],
};

const adminRoutes: RouteObject = {
  path: paths.admin.root.path,
  lazy: requireRole('admin'),
  children: [
    {
      lazy: withDictionaries(ADMIN, () => import('./layouts/admin-layout').then((m) => ({ Component: m.AdminLayout }))),
      children: [
        { index: true, element: <Navigate to={paths.admin.dashboard.getHref()} replace /> },
        {
          path: paths.admin.dashboard.path,
          lazy: withDictionaries(ADMIN, () =>
            import('@/features/admin-dashboard/pages/admin-dashboard-page').then((m) => ({ Component: m.AdminDashboardPage })),
          ),
        },
        {
          path: paths.admin.orders.path,
          lazy: withDictionaries(ADMIN, () =>
            import('@/features/admin-orders/pages/orders-page').then((m) => ({ Component: m.AdminOrdersPage })),
          ),
        },
        {
          path: paths.admin.order.path,
          lazy: withDictionaries(ADMIN, () =>
            import('@/features/admin-orders/pages/order-detail-page').then((m) => ({ Component: m.AdminOrderDetailPage })),
          ),
        },
        {
          path: paths.admin.editOrder.path,
          lazy: withDictionaries(ADMIN, () =>
            import('@/features/admin-orders/pages/order-edit-page').then((m) => ({ Component: m.AdminOrderEditPage })),
          ),
        },
        {
          path: paths.admin.categories.path,
          lazy: withDictionaries(ADMIN, () =>
            import('@/features/admin-catalog/pages/categories-page').then((m) => ({ Component: m.CategoriesPage })),
          ),
        },
        {
          path: paths.admin.platforms.path,
          lazy: withDictionaries(ADMIN, () =>
            import('@/features/admin-catalog/pages/platforms-page').then((m) => ({ Component: m.PlatformsPage })),
          ),
        },
        {
          path: paths.admin.manageAds.path,
          lazy: withDictionaries(ADMIN, () =>
            import('@/features/admin-listings/pages/manage-ads-page').then((m) => ({ Component: m.ManageAdsPage })),
          ),
        },
        {
          path: paths.admin.catalogueItems.path,
          lazy: withDictionaries(ADMIN, () =>
            import('@/features/admin-catalog/pages/catalogue-items-page').then((m) => ({ Component: m.CatalogueItemsPage })),
          ),
        },
        {
          path: paths.admin.banners.path,
          lazy: withDictionaries(ADMIN, () =>
            import('@/features/admin-catalog/pages/banners-page').then((m) => ({ Component: m.BannersPage })),
          ),
        },
        {
          path: paths.admin.searchSynonyms.path,
          lazy: withDictionaries(ADMIN, () =>
            import('@/features/admin-catalog/pages/search-synonyms-page').then((m) => ({ Component: m.SearchSynonymsPage })),
          ),
        },
        {
          path: paths.admin.clients.path,
          lazy: withDictionaries(ADMIN, () =>
            import('@/features/admin-clients/pages/clients-page').then((m) => ({ Component: m.ClientsPage })),
          ),
        },
        {
          path: paths.admin.notifications.path,
          lazy: withDictionaries(ADMIN, () =>
            import('@/features/admin-clients/pages/notification-centre-page').then((m) => ({ Component: m.NotificationCentrePage })),
          ),
        },
        {
          path: paths.admin.promoCodes.path,
          lazy: withDictionaries(ADMIN, () =>
            import('@/features/admin-promos/pages/promo-codes-page').then((m) => ({ Component: m.PromoCodesPage })),
          ),
        },
        {
          path: paths.admin.withdrawals.path,
          lazy: withDictionaries(['app', 'orders', 'admin', 'wallet'], () =>
            import('@/features/admin-wallet/pages/withdrawals-page').then((m) => ({ Component: m.WithdrawalsPage })),
          ),
        },
        {
          path: paths.admin.settings.path,
          lazy: withDictionaries(ADMIN, () =>
            import('@/features/admin-settings/pages/settings-page').then((m) => ({ Component: m.AdminSettingsPage })),
          ),
        },
        {
          path: paths.admin.zatca.path,
          lazy: withDictionaries(ADMIN, () =>
            import('@/features/admin-zatca/pages/zatca-onboarding-page').then((m) => ({ Component: m.ZatcaOnboardingPage })),
          ),
        },
        {
          path: paths.admin.chat.path,
          lazy: withDictionaries(ADMIN, () => import('@/features/chat/pages/chat-page').then((m) => ({ Component: m.AdminChatPage }))),
        },
        {
          path: paths.admin.codeReports.path,
          lazy: withDictionaries(ADMIN, () =>
            import('@/features/admin-code-reports/pages/code-reports-page').then((m) => ({ Component: m.CodeReportsPage })),
          ),
        },
        {
          path: paths.admin.disputes.path,
          lazy: withDictionaries(ADMIN, () =>
            import('@/features/admin-orders/pages/disputes-page').then((m) => ({ Component: m.DisputesPage })),
          ),
        },
        {
          path: paths.admin.reports.path,
          lazy: withDictionaries(ADMIN, () =>
            import('@/features/admin-listings/pages/reports-page').then((m) => ({ Component: m.ReportsPage })),
          ),
        },
        {
          path: paths.admin.auditLog.path,
          lazy: withDictionaries(ADMIN, () =>
            import('@/features/admin-audit-log/pages/audit-log-page').then((m) => ({ Component: m.AuditLogPage })),
          ),
        },
        {
          path: paths.admin.deadJobs.path,
          lazy: withDictionaries(ADMIN, () => import('@/features/dead-jobs/dead-jobs-page').then((m) => ({ Component: m.DeadJobsPage }))),
        },
        {
          path: paths.admin.deletionRequests.path,
          lazy: withDictionaries(ADMIN, () =>
            import('@/features/admin-clients/pages/deletion-requests-page').then((m) => ({ Component: m.DeletionRequestsPage })),
          ),
        },
        {
          path: paths.admin.contactMessages.path,
          lazy: withDictionaries(ADMIN, () =>
            import('@/features/admin-inbox/pages/contact-messages-page').then((m) => ({ Component: m.ContactMessagesPage })),
          ),
        },
      ],
    },
  ],
};

/** The app's routes: the browser's router (main.tsx) and the server's rendering of public pages (entry-server.tsx). */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: FullPageSpinner,
    ErrorBoundary: RouteError,
    children: [
      ...publicRoutes,
      withQuery([...authRoutes, generalRoutes, traderRoutes, adminRoutes]),
      // Any unknown path goes to the landing page (spec admin §2).
      { path: '*', element: <Navigate to={paths.landing.getHref()} replace /> },
    ],
  },
];
