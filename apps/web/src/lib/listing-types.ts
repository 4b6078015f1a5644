/** The shapes the listing API answers with (ads, categories, platforms, banners). */

export type CatalogRef = { _id: string; id: string; name: string };

export type AdSeller = {
  id: string;
  _id?: string;
  name: string;
  /** 'trader' is a shop; any other role an individual seller. */
  role: string;
  verified: boolean;
  rating: number;
  /** Absent when the seller's profile is private. */
  memberSince?: string;
};

export type AdStatus = 'draft' | 'pending_review' | 'active' | 'rejected' | 'inactive' | 'sold' | 'cancelled';

export type Ad = {
  _id: string;
  id: string;
  title: string;
  description: string;
  /** SAR before the discount. */
  price: number;
  discountPercentage: number;
  /** SAR after the discount, rounded to the halala. */
  finalPrice: number;
  image: string;
  images: string[];
  thumbnails: string[];
  storeName: string;
  verified: boolean;
  city: string;
  /** "City, district" as the server joins them. */
  location: string;
  rating: number;
  reviews: number;
  category: CatalogRef | null;
  platform: CatalogRef | null;
  condition: string;
  availability: string;
  type: string;
  deliveryType: string;
  returnPolicy: string;
  features: string[];
  quantity: number;
  weight: number | null;
  length: number | null;
  width: number | null;
  height: number | null;
  phone: string;
  status: AdStatus;
  rejectionReason: string | null;
  /** SAR; null is free shipping. */
  shippingCost: number | null;
  views: number;
  likes: number;
  isFavorite: boolean;
  user_id: string;
  seller: AdSeller;
  createdAt: string;
};

/** The seller's own ad in My Products. */
export type OwnAd = Ad & { orders: number; revenue: number };

export type Category = {
  _id: string;
  id: string;
  name: string;
  nameAr: string | null;
  /** A file name under /uploads/categories/ (imageUrl with kind 'category'); '' when there is none. */
  icon: string;
  /** null for a main category. */
  parent_id: string | null;
  is_active: boolean;
};

export type PlatformType = 'console' | 'pc' | 'mobile' | 'handheld' | 'vr' | 'other';

export type Platform = {
  _id: string;
  id: string;
  name: string;
  /** A file name under /uploads/platforms/ (imageUrl with kind 'platform'); '' when there is none. */
  icon: string;
  platform_type: PlatformType;
};

export type Banner = {
  _id: string;
  image: string;
  title: string;
  subtitle: string | null;
  description: string | null;
  buttonText: string | null;
  buttonLink: string | null;
};

export const isShop = (seller: Pick<AdSeller, 'role'> | null | undefined) => seller?.role === 'trader';
