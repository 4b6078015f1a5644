import type { Language } from '../../lib/request-language.js';

export type PageTexts = {
  siteName: string;
  tagline: string;
  landingTitle: string;
  homeTitle: string;
  homeDescription: string;
  home: string;
  productTitle: (p: { title: string; price: string }) => string;
  sellerTitle: (p: { name: string }) => string;
  itemTitle: (p: { name: string }) => string;
  itemOffersTitle: (p: { name: string; price: string }) => string;
  itemDescription: (p: { name: string; count: number }) => string;
  categoryTitle: (p: { name: string }) => string;
  categoryDescription: (p: { name: string }) => string;
  sellerDescription: (p: { name: string; count: number }) => string;
  notFoundTitle: string;
  goneTitle: string;
};

const EN: PageTexts = {
  siteName: 'GameSouq',
  tagline: 'Buy and sell video games, consoles and gift cards in Saudi Arabia, paid safely through GameSouq.',
  landingTitle: 'GameSouq: the video game marketplace of Saudi Arabia',
  homeTitle: 'Games, consoles and cards for sale | GameSouq',
  homeDescription: 'New and used games, consoles, accessories and gift cards from sellers across Saudi Arabia.',
  home: 'Home',
  productTitle: (p) => `${p.title}: ${p.price} SAR | GameSouq`,
  sellerTitle: (p) => `${p.name} | GameSouq`,
  itemTitle: (p) => `${p.name} | GameSouq`,
  itemOffersTitle: (p) => `${p.name}: from ${p.price} SAR | GameSouq`,
  itemDescription: (p) =>
    `${p.name}: ${p.count === 1 ? '1 offer' : `${p.count} offers`} new, used and digital from sellers across Saudi Arabia, compared by total price to your city.`,
  categoryTitle: (p) => `${p.name} for sale | GameSouq`,
  categoryDescription: (p) => `${p.name}, new and used, from sellers across Saudi Arabia, paid safely through GameSouq.`,
  sellerDescription: (p) => `${p.name} sells ${p.count} items on GameSouq. See their listings, ratings and reviews.`,
  notFoundTitle: 'Page not found | GameSouq',
  goneTitle: 'This listing is no longer available | GameSouq',
};

const AR: PageTexts = {
  siteName: 'جيم سوق',
  tagline: 'بيع واشترِ ألعاب الفيديو والأجهزة وبطاقات الهدايا في السعودية، والدفع آمن عبر جيم سوق.',
  landingTitle: 'جيم سوق: سوق ألعاب الفيديو في السعودية',
  homeTitle: 'ألعاب وأجهزة وبطاقات للبيع | جيم سوق',
  homeDescription: 'ألعاب وأجهزة وإكسسوارات وبطاقات هدايا جديدة ومستعملة من بائعين في أنحاء السعودية.',
  home: 'الرئيسية',
  productTitle: (p) => `${p.title}: ${p.price} ر.س | جيم سوق`,
  sellerTitle: (p) => `${p.name} | جيم سوق`,
  itemTitle: (p) => `${p.name} | جيم سوق`,
  itemOffersTitle: (p) => `${p.name}: ابتداءً من ${p.price} ر.س | جيم سوق`,
  itemDescription: (p) =>
    `${p.name}: ${p.count} من العروض الجديدة والمستعملة والرقمية من بائعين في أنحاء السعودية، مرتبة حسب السعر الإجمالي حتى مدينتك.`,
  categoryTitle: (p) => `${p.name} للبيع | جيم سوق`,
  categoryDescription: (p) => `${p.name} جديدة ومستعملة من بائعين في أنحاء السعودية، والدفع آمن عبر جيم سوق.`,
  sellerDescription: (p) => `يعرض ${p.name} ${p.count} منتجًا على جيم سوق. شاهد منتجاته وتقييماته ومراجعاته.`,
  notFoundTitle: 'الصفحة غير موجودة | جيم سوق',
  goneTitle: 'هذا الإعلان لم يعد متاحًا | جيم سوق',
};

export const pageTexts = (language: Language): PageTexts => (language === 'ar' ? AR : EN);
