import { z } from 'zod';
import { V } from '../messages.js';
import { ORDER_STATUSES } from '../rules/orders.js';
import { WITHDRAWAL_MAX_SAR, WITHDRAWAL_MIN_SAR } from '../rules/wallet.js';
import { ZShipment } from './orders.js';

export const TRADER_PAGE_SIZE = 10;
export const DASHBOARD_PERIODS = ['week', 'month', 'quarter', 'year'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const PRODUCT_SORTS = ['newest', 'oldest', 'price-high', 'price-low', 'orders'] as const;
export const ORDER_SORTS = ['date', 'customer', 'total', 'status'] as const;
export const ORDER_TABS = ['completed', 'pending', 'more'] as const;
export const TRADER_PRODUCT_STATUSES = ['active', 'inactive', 'draft', 'pending_review', 'rejected', 'sold', 'cancelled'] as const;

const page = z.coerce.number().int().min(1).max(10_000).default(1);
const limit = z.coerce.number().int().min(1).max(100).default(TRADER_PAGE_SIZE);
/** The panel's filters send 'all' for no filter. */
const filter = z
  .string()
  .trim()
  .max(60)
  .optional()
  .transform((v) => (v && v !== 'all' ? v : undefined));

export const ZDashboardQuery = z.object({ period: z.enum(DASHBOARD_PERIODS).default('month') });
export const ZWalletQuery = z.object({ period: z.enum([...DASHBOARD_PERIODS, 'all']).default('month') });

export const ZTraderProductsQuery = z.object({
  page,
  limit,
  status: filter.pipe(z.enum(TRADER_PRODUCT_STATUSES).optional()),
  category: filter,
  platform: filter,
  sort: z.enum(PRODUCT_SORTS).default('newest'),
  search: z.string().trim().max(200).optional(),
});

export const ZTraderOrdersQuery = z.object({
  page,
  limit,
  tab: z.enum(ORDER_TABS).optional(),
  status: filter.pipe(z.enum([...ORDER_STATUSES, 'cancelled']).optional()),
  sort: z.enum(ORDER_SORTS).default('date'),
  search: z.string().trim().max(200).optional(),
});

/** The panel says `cancelled`; orders store `canceled`. */
export const ZTraderOrderStatus = z.object({
  status: z.enum([...ORDER_STATUSES, 'cancelled']).transform((s) => (s === 'cancelled' ? 'canceled' : s)),
  reason: z.string().trim().max(300).optional(),
  /** Required when a shipping order moves to shipped. */
  shipment: ZShipment.optional(),
});

export const ZProductStatus = z.object({ status: z.enum(['active', 'inactive']) });

/** The trader form's extra block (seller §3 trader product). */
export const ZAdditionalDetails = z.object({
  edition: z.string().trim().max(100).optional(),
  releaseYear: z.coerce.number().int().min(1970).max(2100).optional(),
  /** Percent off the price; the trader panel's name for the listing's discountPercentage. */
  discount: z.coerce.number().int(V.discountRange).min(0, V.discountRange).max(90, V.discountRange).optional(),
  delivery: z.string().trim().max(100).optional(),
  originalPrice: z.coerce.number().min(0).max(1_000_000).optional(),
});
export type TAdditionalDetails = z.output<typeof ZAdditionalDetails>;

export const TRADER_AMOUNT_MESSAGE = V.amountInvalid;

export const ZTraderWithdraw = z.object({
  amount: z.coerce
    .number({ error: TRADER_AMOUNT_MESSAGE })
    .finite(TRADER_AMOUNT_MESSAGE)
    .gt(0, TRADER_AMOUNT_MESSAGE)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, V.amountDecimals)
    .refine((v) => v >= WITHDRAWAL_MIN_SAR, `The minimum withdrawal is ${WITHDRAWAL_MIN_SAR} SAR`)
    .refine((v) => v <= WITHDRAWAL_MAX_SAR, `The maximum withdrawal is ${WITHDRAWAL_MAX_SAR.toLocaleString('en-US')} SAR`),
});

/** The panel's filter values (seller §9) and the catalogue names they stand for; ids and names are accepted as well. */
export const CATALOG_FILTER_ALIASES: Record<string, string> = {
  sport: 'Sports',
  ps: 'PlayStation',
  ps5: 'PlayStation 5',
  ps4: 'PlayStation 4',
  xbox: 'Xbox',
  'xbox-series': 'Xbox Series',
  'xbox-one': 'Xbox One',
  nintendo: 'Nintendo',
  'nintendo-switch': 'Nintendo Switch',
};
