/** Every route of the app, named once (spec admin §2 route table). */
export const paths = {
  landing: { path: '/', getHref: () => '/' },
  about: { path: '/about', getHref: () => '/about' },
  contact: { path: '/contact', getHref: () => '/contact' },
  terms: { path: '/terms', getHref: () => '/terms' },

  auth: {
    login: { path: '/auth', getHref: () => '/auth' },
    /** Sign-in with a one-time code sent by SMS ("Sign in with OTP" on the login tab). */
    otpSignIn: { path: '/auth/otp', getHref: () => '/auth/otp' },
    socialSignIn: { path: '/auth/social', getHref: () => '/auth/social' },
    loginSuccess: { path: '/login-success', getHref: () => '/login-success' },
    recoverPassword: { path: '/recover-password', getHref: () => '/recover-password' },
    verifyCode: { path: '/verify-code', getHref: () => '/verify-code' },
    newPassword: { path: '/new-password', getHref: () => '/new-password' },
  },

  app: {
    home: { path: '/home', getHref: () => '/home' },
    /** A category's own page: Home for that category, at its readable address (core `categoryPath`). */
    category: { path: '/c/*' },
    product: { path: '/product/:id', getHref: (id: string) => `/product/${encodeURIComponent(id)}` },
    /** A catalogue item's page (issue 22): every offer of one game, device or gift card. */
    item: { path: '/items/:id', getHref: (id: string) => `/items/${encodeURIComponent(id)}` },
    orders: { path: '/orders', getHref: () => '/orders' },
    order: { path: '/orders/:orderId', getHref: (orderId: string) => `/orders/${encodeURIComponent(orderId)}` },
    cart: { path: '/cart', getHref: () => '/cart' },
    /** Where the payment gateway sends the buyer back after paying a checkout (`?payment=<id>`). */
    checkoutReturn: {
      path: '/checkout/return',
      getHref: (paymentId: string) => `/checkout/return?payment=${encodeURIComponent(paymentId)}`,
    },
    favorites: { path: '/favorites', getHref: () => '/favorites' },
    /**
     * `add-funds` opens the Add Funds form at once (the cart's "Insufficient balance"), with `amount` filled in and
     * `returnTo` (a path of the app, such as the cart) where the buyer goes back once the money is in.
     */
    wallet: {
      path: '/wallet',
      getHref: (action?: 'add-funds', { amount, returnTo }: { amount?: number; returnTo?: string } = {}) => {
        if (!action) return '/wallet';
        const query = new URLSearchParams({ action });
        if (amount !== undefined) query.set('amount', amount.toFixed(2));
        if (returnTo) query.set('return', returnTo);
        return `/wallet?${query}`;
      },
    },
    /** Where the payment gateway sends the browser back after Add Funds (`?payment=<id>`). */
    walletReturn: { path: '/wallet/return', getHref: (paymentId: string) => `/wallet/return?payment=${encodeURIComponent(paymentId)}` },
    ads: { path: '/ads', getHref: () => '/ads' },
    newAd: { path: '/ads/new', getHref: () => '/ads/new' },
    editAd: { path: '/ads/edit/:id', getHref: (id: string) => `/ads/edit/${encodeURIComponent(id)}` },
    chat: { path: '/chat', getHref: () => '/chat' },
    /** One conversation (buyer spec §2: /chat/{chatId}; the query form /chat?chat_id= does the same). */
    chatWith: { path: '/chat/:chatId', getHref: (chatId: string) => `/chat/${encodeURIComponent(chatId)}` },
    profile: { path: '/profile', getHref: () => '/profile' },
    /** A seller's profile as buyers see it (the owner's Privacy setting decides how much). */
    seller: { path: '/sellers/:id', getHref: (id: string) => `/sellers/${encodeURIComponent(id)}` },
    /** How seller levels are earned (issue 20), open to everyone. */
    sellerLevels: { path: '/seller-levels', getHref: () => '/seller-levels' },
    /** The listings of the sellers the user follows (issue 20). */
    following: { path: '/following', getHref: () => '/following' },
    savedSearches: { path: '/saved-searches', getHref: () => '/saved-searches' },
  },

  trader: {
    root: { path: '/trader', getHref: () => '/trader' },
    dashboard: { path: '/trader/dashboard', getHref: () => '/trader/dashboard' },
    products: { path: '/trader/products', getHref: () => '/trader/products' },
    newProduct: { path: '/trader/products/new', getHref: () => '/trader/products/new' },
    editProduct: { path: '/trader/products/edit/:id', getHref: (id: string) => `/trader/products/edit/${encodeURIComponent(id)}` },
    orders: { path: '/trader/orders', getHref: () => '/trader/orders' },
    wallet: { path: '/trader/wallet', getHref: () => '/trader/wallet' },
    vatReport: { path: '/trader/vat-report', getHref: () => '/trader/vat-report' },
    notifications: { path: '/trader/notifications', getHref: () => '/trader/notifications' },
    profile: { path: '/trader/profile', getHref: () => '/trader/profile' },
    settings: { path: '/trader/settings', getHref: () => '/trader/settings' },
    chat: { path: '/trader/chat', getHref: () => '/trader/chat' },
  },

  admin: {
    root: { path: '/admin', getHref: () => '/admin' },
    dashboard: { path: '/admin/dashboard', getHref: () => '/admin/dashboard' },
    orders: { path: '/admin/orders', getHref: () => '/admin/orders' },
    order: { path: '/admin/orders/:orderId', getHref: (orderId: string) => `/admin/orders/${encodeURIComponent(orderId)}` },
    editOrder: {
      path: '/admin/orders/:orderId/edit',
      getHref: (orderId: string) => `/admin/orders/${encodeURIComponent(orderId)}/edit`,
    },
    categories: { path: '/admin/categories', getHref: () => '/admin/categories' },
    platforms: { path: '/admin/platforms', getHref: () => '/admin/platforms' },
    catalogueItems: { path: '/admin/catalogue-items', getHref: () => '/admin/catalogue-items' },
    manageAds: { path: '/admin/manage-ads', getHref: () => '/admin/manage-ads' },
    banners: { path: '/admin/banners', getHref: () => '/admin/banners' },
    searchSynonyms: { path: '/admin/search-synonyms', getHref: () => '/admin/search-synonyms' },
    clients: { path: '/admin/clients', getHref: () => '/admin/clients' },
    notifications: { path: '/admin/notifications', getHref: () => '/admin/notifications' },
    promoCodes: { path: '/admin/promocodes', getHref: () => '/admin/promocodes' },
    withdrawals: { path: '/admin/withdrawals', getHref: () => '/admin/withdrawals' },
    settings: { path: '/admin/settings', getHref: () => '/admin/settings' },
    zatca: { path: '/admin/settings/zatca', getHref: () => '/admin/settings/zatca' },
    chat: { path: '/admin/chat', getHref: () => '/admin/chat' },
    disputes: { path: '/admin/disputes', getHref: () => '/admin/disputes' },
    codeReports: { path: '/admin/code-reports', getHref: () => '/admin/code-reports' },
    reports: { path: '/admin/reports', getHref: () => '/admin/reports' },
    auditLog: { path: '/admin/audit-log', getHref: () => '/admin/audit-log' },
    deadJobs: { path: '/admin/dead-jobs', getHref: () => '/admin/dead-jobs' },
    deletionRequests: { path: '/admin/deletion-requests', getHref: () => '/admin/deletion-requests' },
    contactMessages: { path: '/admin/contact-messages', getHref: () => '/admin/contact-messages' },
  },
} as const;
