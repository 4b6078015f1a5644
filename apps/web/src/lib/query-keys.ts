/**
 * Every cache key of the app, built in one place. A key starts with its area, so invalidating a shorter key
 * (`queryKeys.orders.all()`) refreshes every query below it: a mutation names what it changed, not each list.
 * This module imports nothing, so the code of the first load can use it without pulling in more.
 */
export const queryKeys = {
  currentUser: () => ['current-user'] as const,
  socialProviders: () => ['social-providers'] as const,
  account: {
    profile: () => ['account', 'profile'] as const,
    sellerRequest: () => ['account', 'seller-request'] as const,
    identity: () => ['account', 'identity'] as const,
    deletionRequest: () => ['account', 'deletion-request'] as const,
  },
  settings: {
    preferences: () => ['settings', 'preferences'] as const,
    security: () => ['settings', 'security'] as const,
  },
  ads: {
    all: () => ['ads'] as const,
    detail: (id: string) => ['ads', 'detail', id] as const,
    home: (filters: object) => ['ads', 'home', filters] as const,
    suggestions: (text: string, lang: string) => ['ads', 'suggestions', text, lang] as const,
    mine: () => ['ads', 'mine'] as const,
    related: (id: string) => ['ads', 'related', id] as const,
    ofSeller: (sellerId: string) => ['ads', 'seller', sellerId] as const,
    salesStats: () => ['ads', 'sales-stats'] as const,
    /** A digital code listing's stock of codes (ADR 020). */
    codes: (id: string) => ['ads', 'codes', id] as const,
  },
  items: {
    page: (id: string, filters: object) => ['items', id, filters] as const,
    suggestions: (text: string) => ['items', 'suggestions', text] as const,
    /** The buyer's "notify me" watches (issue 22): all of them, or the one of an item. */
    watches: () => ['items', 'watches'] as const,
    watch: (id: string) => ['items', 'watches', id] as const,
    priceHistory: (id: string) => ['items', 'price-history', id] as const,
    suggestionFor: (listing: object) => ['items', 'suggestion-for', listing] as const,
  },
  banners: () => ['banners'] as const,
  cart: () => ['cart'] as const,
  catalog: {
    all: () => ['catalog'] as const,
    categories: () => ['catalog', 'categories'] as const,
    platforms: () => ['catalog', 'platforms'] as const,
  },
  chat: {
    conversations: () => ['chat', 'conversations'] as const,
    conversationsOf: (area: 'app' | 'trader' | 'admin') => ['chat', 'conversations', area] as const,
    messages: (chatId: string) => ['chat', 'messages', chatId] as const,
  },
  favorites: () => ['favorites'] as const,
  offers: (productId: string) => ['offers', productId] as const,
  notifications: () => ['notifications'] as const,
  orders: {
    all: () => ['orders'] as const,
    list: (role: string) => ['orders', 'list', role] as const,
    detail: (id: string) => ['orders', 'detail', id] as const,
    dispute: (orderId: string) => ['orders', 'dispute', orderId] as const,
    creditNotes: (area: string, orderId: string) => ['orders', 'credit-notes', area, orderId] as const,
  },
  privatePhoto: (src: string) => ['private-photo', src] as const,
  sellers: {
    detail: (id: string) => ['sellers', id] as const,
    reviews: (id: string) => ['sellers', id, 'reviews'] as const,
    reputation: (id: string) => ['sellers', id, 'reputation'] as const,
  },
  wallet: {
    all: () => ['wallet'] as const,
    balance: () => ['wallet', 'balance'] as const,
    pendingOrders: () => ['wallet', 'pending-orders'] as const,
    payment: (id: string) => ['wallet', 'payment', id] as const,
    summary: () => ['wallet', 'summary'] as const,
    transactions: () => ['wallet', 'transactions'] as const,
    withdrawals: () => ['wallet', 'withdrawals'] as const,
  },
  trader: {
    all: () => ['trader'] as const,
    dashboard: (period: string) => ['trader', 'dashboard', period] as const,
    notifications: () => ['trader', 'notifications'] as const,
    notificationsPage: (page: number) => ['trader', 'notifications', page] as const,
    orders: () => ['trader', 'orders'] as const,
    orderList: (filters: object) => ['trader', 'orders', filters] as const,
    order: (id: string) => ['trader', 'orders', 'one', id] as const,
    productList: (filters: object) => ['trader', 'products', filters] as const,
    product: (id: string) => ['trader', 'products', 'one', id] as const,
    profile: () => ['trader', 'profile'] as const,
    wallet: () => ['trader', 'wallet'] as const,
    walletOf: (period: string) => ['trader', 'wallet', period] as const,
    vatReport: (from: string, to: string) => ['trader', 'vat-report', from, to] as const,
  },
  admin: {
    ads: {
      all: () => ['admin', 'ads'] as const,
      counts: () => ['admin', 'ads', 'counts'] as const,
      list: (query: object) => ['admin', 'ads', 'list', query] as const,
      sellerHistory: (id: string) => ['admin', 'ads', 'seller-history', id] as const,
      catalogueLink: (id: string) => ['admin', 'ads', 'catalogue-link', id] as const,
    },
    auditLog: (page: number, action: string) => ['admin', 'audit-log', page, action] as const,
    banners: () => ['admin', 'banners'] as const,
    catalogueItems: {
      all: () => ['admin', 'catalogue-items'] as const,
      list: (query: object) => ['admin', 'catalogue-items', 'list', query] as const,
    },
    categories: () => ['admin', 'categories'] as const,
    platforms: () => ['admin', 'platforms'] as const,
    zatcaOnboarding: () => ['admin', 'zatca-onboarding'] as const,
    searchSynonyms: () => ['admin', 'search-synonyms'] as const,
    contactMessages: {
      all: () => ['admin', 'contact-messages'] as const,
      counts: () => ['admin', 'contact-messages', 'counts'] as const,
      list: (status: string, search: string, page: number) => ['admin', 'contact-messages', 'list', status, search, page] as const,
    },
    dashboard: {
      categories: () => ['admin', 'dashboard', 'categories'] as const,
      recentOrders: () => ['admin', 'dashboard', 'recent-orders'] as const,
      stats: (period: string) => ['admin', 'dashboard', 'stats', period] as const,
    },
    deletionRequests: {
      all: () => ['admin', 'deletion-requests'] as const,
      counts: () => ['admin', 'deletion-requests', 'counts'] as const,
      list: (status: string, page: number) => ['admin', 'deletion-requests', 'list', status, page] as const,
    },
    codeReports: {
      all: () => ['admin', 'code-reports'] as const,
      list: (state: string, page: number) => ['admin', 'code-reports', 'list', state, page] as const,
    },
    disputes: {
      all: () => ['admin', 'disputes'] as const,
      /** `null` while no dispute is open (the query is disabled). */
      detail: (id: string | null) => ['admin', 'disputes', 'detail', id] as const,
      list: (status: string, page: number) => ['admin', 'disputes', 'list', status, page] as const,
    },
    orders: {
      all: () => ['admin', 'orders'] as const,
      counts: () => ['admin', 'orders', 'counts'] as const,
      detail: (id: string) => ['admin', 'orders', 'detail', id] as const,
      list: (query: object) => ['admin', 'orders', 'list', query] as const,
    },
    promoCodes: {
      all: () => ['admin', 'promo-codes'] as const,
      list: (query: object) => ['admin', 'promo-codes', query] as const,
    },
    reports: {
      all: () => ['admin', 'reports'] as const,
      counts: () => ['admin', 'reports', 'counts'] as const,
      list: (status: string, page: number) => ['admin', 'reports', 'list', status, page] as const,
    },
    requests: {
      all: () => ['admin', 'requests'] as const,
      counts: () => ['admin', 'requests', 'counts'] as const,
      list: (query: object) => ['admin', 'requests', 'list', query] as const,
    },
    search: (q: string) => ['admin', 'search', q] as const,
    users: {
      all: () => ['admin', 'users'] as const,
      list: (query: object) => ['admin', 'users', query] as const,
    },
    withdrawals: {
      all: () => ['admin', 'withdrawals'] as const,
      counts: () => ['admin', 'withdrawals', 'counts'] as const,
      list: (query: object) => ['admin', 'withdrawals', 'list', query] as const,
    },
  },
};

/**
 * Whether every reader, signed in or not, gets the same reply for the query: the banners, the catalogue and an item
 * page (its offers carry no favourite). A page the server drew for a visitor keeps these for a signed-in reader; the
 * rest (listings with the reader's favourites, a seller's profile as the reader may see it) is asked for again.
 */
export function isSameForEveryReader(queryKey: readonly unknown[]) {
  const [area, part] = queryKey;
  return area === 'banners' || area === 'catalog' || (area === 'items' && part !== 'watches' && part !== 'suggestion-for');
}
