import type { Order } from '../api/get-orders';

/** The seller as buyers know them: the store name of a shop, as its ads show it, else the seller's name. */
export const sellerNameOf = (order: Pick<Order, 'seller'>) => order.seller.storeName || order.seller.name;
