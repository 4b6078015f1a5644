import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type CartItem = {
  /** The cart line's id (for the quantity and remove calls). */
  id: string;
  productId: string;
  name: string;
  image: string;
  platform: string;
  condition: string;
  /** 'Pickup', 'Shipping' or 'Shipping or pickup'. */
  type: string;
  /** The listing's delivery: 'hand', 'shipping' or 'both'. */
  deliveryType: string;
  /** SAR after the discount. */
  price: number;
  originalPrice: number;
  /** '10%'. */
  discount: string;
  quantity: number;
  stock: number;
  inStock: boolean;
  shippingCost: number;
};

/** `storeName`: what buyers know the seller by, the shop's name when it has one (else the seller's name). */
export type CartSeller = { id: string; name: string; storeName?: string; role: string; verified: boolean; rating: number };

export type CartGroup = {
  seller: CartSeller;
  orderId: null;
  /** How the server delivers the group unless told otherwise. */
  deliveryType: 'shipping' | 'pickup';
  subtotal: number;
  items: CartItem[];
};

export type Cart = { cart: CartGroup[]; summary: { subtotal: number; shipping: number; tax: number; total: number } };

/** The cart grouped by seller, priced as checkout will price it (buyer §2 Cart). */
export const getCart = ({ signal }: { signal?: AbortSignal } = {}) => api.get<Cart>('/api/user/cart', { signal });

export const cartQueryOptions = () => queryOptions({ queryKey: queryKeys.cart(), queryFn: ({ signal }) => getCart({ signal }) });

export const useCart = () => useQuery(cartQueryOptions());
