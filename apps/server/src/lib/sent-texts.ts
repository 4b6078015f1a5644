import type { NotificationEvent } from '@gamesouq/core';
import type { Language } from './request-language.js';

/** The figures a notification's event carries in `data` (modules/notifications/events.ts), filled into its words. */
export type EventParams = Partial<
  Record<
    'number' | 'amount' | 'previousAmount' | 'reason' | 'title' | 'rating' | 'ip' | 'at' | 'seller' | 'name' | 'count' | 'titles',
    string
  >
>;
type Wording = { title: (p: EventParams) => string; message: (p: EventParams) => string };

const EVENTS_EN: Record<NotificationEvent, Wording> = {
  code_ready: { title: () => 'Your code is ready', message: (p) => `Order #${p.number} is delivered: reveal your code on the order page.` },
  code_reported: {
    title: () => 'Code reported',
    message: (p) => `The buyer reported the code of order #${p.number}. Send a replacement or accept a refund before the deadline.`,
  },
  code_replaced: {
    title: () => 'Replacement code ready',
    message: (p) => `The seller sent a new code for order #${p.number}: reveal it on the order page.`,
  },
  service_delivered: {
    title: () => 'Order delivered',
    message: (p) => `The seller delivered order #${p.number}. Confirm it when you have checked it.`,
  },
  placed: { title: () => 'New order', message: (p) => `You have a new order #${p.number}.` },
  processing: { title: () => 'Order processing', message: (p) => `The seller is preparing order #${p.number}.` },
  shipped: { title: () => 'Order shipped', message: (p) => `Order #${p.number} is on its way. Confirm delivery when it arrives.` },
  ready_for_pickup: { title: () => 'Ready for pickup', message: (p) => `Order #${p.number} is ready for pickup.` },
  canceled: { title: () => 'Order cancelled', message: (p) => `Order #${p.number} was cancelled and the buyer refunded.` },
  completed: { title: () => 'Funds released', message: (p) => `Order #${p.number} is complete: the funds are in your available balance.` },
  disputed: {
    title: () => 'Dispute opened',
    message: (p) => `The buyer opened a dispute on order #${p.number}. The payment is on hold.`,
  },
  dispute_message: {
    title: () => 'New message in a dispute',
    message: (p) => `There is a new message in the dispute on order #${p.number}.`,
  },
  dispute_decided: { title: () => 'Dispute decided', message: (p) => `An admin decided the dispute on order #${p.number}.` },
  payment_failed: {
    title: () => 'Payment not completed',
    message: (p) => `The payment for order #${p.number} did not go through, so the order was cancelled. Your cart is unchanged.`,
  },
  payment_refunded: {
    title: () => 'Payment refunded',
    message: (p) => `Your payment for order #${p.number} arrived after its reservation had expired and is being refunded.`,
  },
  out_for_delivery: { title: () => 'Out for delivery', message: (p) => `The parcel of order #${p.number} is out for delivery today.` },
  delivered: {
    title: () => 'Parcel delivered',
    message: (p) => `The carrier delivered order #${p.number}. Check it, then confirm delivery or open a dispute.`,
  },
  reviewed: { title: () => 'New review', message: (p) => `The buyer rated order #${p.number} ${p.rating} out of 5.` },
  withdrawal_approved: { title: () => 'Withdrawal approved', message: (p) => `Your withdrawal of ${p.amount} is on its way.` },
  withdrawal_rejected: {
    title: () => 'Withdrawal rejected',
    message: (p) => `Your withdrawal of ${p.amount} was rejected: ${p.reason}. The amount is back in your balance.`,
  },
  listing_approved: { title: () => 'Ad approved', message: (p) => `"${p.title}" is now live.` },
  listing_rejected: { title: () => 'Ad rejected', message: (p) => `"${p.title}" was rejected: ${p.reason}` },
  listing_taken_down: { title: () => 'Ad taken down', message: (p) => `"${p.title}" was taken down after a report: ${p.reason}` },
  store_request_approved: {
    title: () => 'Seller request approved',
    message: () => 'Your store is approved. The trader panel is now open to you.',
  },
  person_request_approved: { title: () => 'Seller request approved', message: () => 'Your account is now a verified seller.' },
  seller_request_rejected: {
    title: () => 'Seller request rejected',
    message: (p) => (p.reason ? `Your seller request was rejected: ${p.reason}` : 'Your seller request was rejected.'),
  },
  sign_in: {
    title: () => 'New sign-in to your account',
    message: (p) => `Your account was signed in to from a new address, ${p.ip}, on ${p.at}. If this was not you, change your password now.`,
  },
  offer_made: { title: () => 'New offer', message: (p) => `New offer of ${p.amount} on "${p.title}".` },
  offer_countered: { title: () => 'Counter-offer', message: (p) => `Counter-offer of ${p.amount} on "${p.title}".` },
  offer_accepted: { title: () => 'Offer accepted', message: (p) => `The offer of ${p.amount} on "${p.title}" was accepted.` },
  offer_declined: { title: () => 'Offer declined', message: (p) => `Your offer on "${p.title}" was declined.` },
  offer_expired: { title: () => 'Offer ended', message: (p) => `The offer on "${p.title}" ended without a purchase.` },
  followed_seller_listing: { title: (p) => `New from ${p.seller}`, message: (p) => `${p.seller} listed "${p.title}".` },
  saved_search_match: {
    title: (p) => `New match for "${p.name}"`,
    message: (p) => `"${p.title}" matches your saved search "${p.name}".`,
  },
  saved_search_digest: {
    title: (p) => `${p.count} new ads for your saved searches`,
    message: (p) => `New today: ${p.titles}${Number(p.count) > 5 ? ' and more' : ''}.`,
  },
  price_dropped: { title: () => 'Price drop', message: (p) => `"${p.title}" is now ${p.amount} (was ${p.previousAmount}).` },
  back_in_stock: { title: () => 'Back in stock', message: (p) => `"${p.title}" is back in stock.` },
  item_new_offer: { title: (p) => `New offer for "${p.title}"`, message: (p) => `A new offer of "${p.title}": ${p.amount} to you.` },
  item_price_dropped: {
    title: (p) => `Lower price for "${p.title}"`,
    message: (p) => `"${p.title}" is now ${p.amount} to you (lowest before: ${p.previousAmount}).`,
  },
};

const EVENTS_AR: Record<NotificationEvent, Wording> = {
  code_ready: { title: () => 'الكود جاهز', message: (p) => `تم تسليم الطلب رقم #${p.number}: اكشف الكود من صفحة الطلب.` },
  code_reported: {
    title: () => 'بلاغ عن كود',
    message: (p) => `أبلغ المشتري عن كود الطلب رقم #${p.number}. أرسل كودًا بديلًا أو وافق على الاسترداد قبل انتهاء المهلة.`,
  },
  code_replaced: {
    title: () => 'الكود البديل جاهز',
    message: (p) => `أرسل البائع كودًا جديدًا للطلب رقم #${p.number}: اكشفه من صفحة الطلب.`,
  },
  service_delivered: { title: () => 'تم تسليم الطلب', message: (p) => `سلّم البائع الطلب رقم #${p.number}. أكّد الاستلام بعد التحقق منه.` },
  placed: { title: () => 'طلب جديد', message: (p) => `لديك طلب جديد رقم #${p.number}.` },
  processing: { title: () => 'الطلب قيد التجهيز', message: (p) => `يجهّز البائع الطلب رقم #${p.number}.` },
  shipped: { title: () => 'تم شحن الطلب', message: (p) => `الطلب رقم #${p.number} في الطريق. أكّد الاستلام عند وصوله.` },
  ready_for_pickup: { title: () => 'جاهز للاستلام', message: (p) => `الطلب رقم #${p.number} جاهز للاستلام.` },
  canceled: { title: () => 'أُلغي الطلب', message: (p) => `أُلغي الطلب رقم #${p.number} واستُرد المبلغ للمشتري.` },
  completed: { title: () => 'تم تحويل المبلغ', message: (p) => `اكتمل الطلب رقم #${p.number}: أصبح المبلغ في رصيدك المتاح.` },
  disputed: { title: () => 'تم فتح نزاع', message: (p) => `فتح المشتري نزاعًا على الطلب رقم #${p.number}. الدفعة معلّقة.` },
  dispute_message: { title: () => 'رسالة جديدة في نزاع', message: (p) => `توجد رسالة جديدة في النزاع على الطلب رقم #${p.number}.` },
  dispute_decided: { title: () => 'تم البت في النزاع', message: (p) => `بتّ أحد المشرفين في النزاع على الطلب رقم #${p.number}.` },
  payment_failed: {
    title: () => 'لم يكتمل الدفع',
    message: (p) => `لم تتم عملية الدفع للطلب رقم #${p.number}، لذا أُلغي الطلب. سلتك كما هي.`,
  },
  payment_refunded: {
    title: () => 'استرداد الدفع',
    message: (p) => `وصل دفعك للطلب رقم #${p.number} بعد انتهاء مدة حجزه، ويجري استرداده.`,
  },
  out_for_delivery: { title: () => 'الشحنة في طريقها إليك', message: (p) => `شحنة الطلب رقم #${p.number} خرجت للتوصيل اليوم.` },
  delivered: {
    title: () => 'تم تسليم الشحنة',
    message: (p) => `سلّمت شركة الشحن الطلب رقم #${p.number}. افحصه ثم أكّد الاستلام أو افتح نزاعًا.`,
  },
  reviewed: { title: () => 'تقييم جديد', message: (p) => `قيّم المشتري الطلب رقم #${p.number} بـ ${p.rating} من 5.` },
  withdrawal_approved: { title: () => 'تمت الموافقة على السحب', message: (p) => `سحبك بمبلغ ${p.amount} في الطريق إليك.` },
  withdrawal_rejected: {
    title: () => 'تم رفض السحب',
    message: (p) => `تم رفض سحبك بمبلغ ${p.amount}: ${p.reason}. أُعيد المبلغ إلى رصيدك.`,
  },
  listing_approved: { title: () => 'تمت الموافقة على الإعلان', message: (p) => `أصبح "${p.title}" معروضًا الآن.` },
  listing_rejected: { title: () => 'تم رفض الإعلان', message: (p) => `تم رفض "${p.title}": ${p.reason}` },
  listing_taken_down: { title: () => 'أُزيل الإعلان', message: (p) => `أُزيل "${p.title}" بعد بلاغ عنه: ${p.reason}` },
  store_request_approved: {
    title: () => 'تمت الموافقة على طلب البائع',
    message: () => 'تمت الموافقة على متجرك، وأصبحت لوحة التاجر متاحة لك.',
  },
  person_request_approved: { title: () => 'تمت الموافقة على طلب البائع', message: () => 'أصبح حسابك حساب بائع موثّق.' },
  seller_request_rejected: {
    title: () => 'تم رفض طلب البائع',
    message: (p) => (p.reason ? `تم رفض طلبك لتصبح بائعًا: ${p.reason}` : 'تم رفض طلبك لتصبح بائعًا.'),
  },
  sign_in: {
    title: () => 'تسجيل دخول جديد إلى حسابك',
    message: (p) => `تم تسجيل الدخول إلى حسابك من عنوان جديد، ${p.ip}، في ${p.at}. إذا لم تكن أنت، فغيّر كلمة المرور الآن.`,
  },
  offer_made: { title: () => 'عرض سعر جديد', message: (p) => `عرض جديد بمبلغ ${p.amount} على "${p.title}".` },
  offer_countered: { title: () => 'عرض مقابل', message: (p) => `عرض مقابل بمبلغ ${p.amount} على "${p.title}".` },
  offer_accepted: { title: () => 'تم قبول العرض', message: (p) => `تم قبول العرض بمبلغ ${p.amount} على "${p.title}".` },
  offer_declined: { title: () => 'تم رفض العرض', message: (p) => `تم رفض عرضك على "${p.title}".` },
  offer_expired: { title: () => 'انتهى العرض', message: (p) => `انتهى العرض على "${p.title}" دون شراء.` },
  followed_seller_listing: { title: (p) => `جديد من ${p.seller}`, message: (p) => `أضاف ${p.seller} إعلان "${p.title}".` },
  saved_search_match: {
    title: (p) => `إعلان جديد يطابق "${p.name}"`,
    message: (p) => `"${p.title}" يطابق بحثك المحفوظ "${p.name}".`,
  },
  saved_search_digest: {
    title: (p) => `إعلانات جديدة لبحوثك المحفوظة: ${p.count}`,
    message: (p) => `جديد اليوم: ${p.titles}${Number(p.count) > 5 ? ' وغيرها' : ''}.`,
  },
  price_dropped: { title: () => 'نزل السعر', message: (p) => `صار سعر "${p.title}" ${p.amount} (كان ${p.previousAmount}).` },
  back_in_stock: { title: () => 'رجع متوفر', message: (p) => `"${p.title}" رجع متوفر من جديد.` },
  item_new_offer: { title: (p) => `عرض جديد لـ"${p.title}"`, message: (p) => `عرض جديد لـ"${p.title}": ${p.amount} عليك.` },
  item_price_dropped: {
    title: (p) => `سعر أقل لـ"${p.title}"`,
    message: (p) => `صار "${p.title}" بـ${p.amount} عليك (أقل سعر قبله: ${p.previousAmount}).`,
  },
};

/**
 * Every text that leaves by SMS or e-mail, in each language an account can choose (ADR 015). Codes always read
 * "… code is 123456" / "… هو 123456", which is how the dev outbox's readers find them.
 */
export const SENT_TEXTS = {
  en: {
    verificationCode: (code: string) => `Your GameSouq verification code is ${code}. It expires in 5 minutes. Do not share it.`,
    signInCode: (code: string) => `Your GameSouq sign-in code is ${code}. It expires in 5 minutes. Never share it.`,
    recoverySubject: 'Reset your GameSouq password',
    recoveryCode: (code: string) =>
      `Your GameSouq password reset code is ${code}. It expires in 5 minutes. If you did not ask for it, ignore this message.`,
    accountClosedSubject: 'Your account has been closed',
    accountClosed: 'Your GameSouq account has been closed as you asked. Thank you for having been with us.',
    notificationSubject: (title: string) => `GameSouq: ${title}`,
    notificationEmail: (message: string) => `${message}\n\nOpen GameSouq to see it.`,
    notificationSms: (title: string, message: string) => `GameSouq: ${title}. ${message}`,
    chatMessageTitle: (sender: string) => (sender ? `New message from ${sender}` : 'New message'),
    amount: (sar: string) => `${sar} SAR`,
    events: EVENTS_EN,
  },
  ar: {
    verificationCode: (code: string) => `رمز التحقق في جيم سوق هو ${code}. ينتهي خلال 5 دقائق. لا تشاركه مع أحد.`,
    signInCode: (code: string) => `رمز الدخول إلى جيم سوق هو ${code}. ينتهي خلال 5 دقائق. لا تشاركه مع أحد أبدًا.`,
    recoverySubject: 'إعادة تعيين كلمة مرور جيم سوق',
    recoveryCode: (code: string) =>
      `رمز إعادة تعيين كلمة المرور في جيم سوق هو ${code}. ينتهي خلال 5 دقائق. إن لم تطلبه، فتجاهل هذه الرسالة.`,
    accountClosedSubject: 'تم إغلاق حسابك',
    accountClosed: 'تم إغلاق حسابك في جيم سوق كما طلبت. شكرًا لأنك كنت معنا.',
    notificationSubject: (title: string) => `جيم سوق: ${title}`,
    notificationEmail: (message: string) => `${message}\n\nافتح جيم سوق لتراه.`,
    notificationSms: (title: string, message: string) => `جيم سوق: ${title}. ${message}`,
    chatMessageTitle: (sender: string) => (sender ? `رسالة جديدة من ${sender}` : 'رسالة جديدة'),
    amount: (sar: string) => `${sar} ر.س`,
    events: EVENTS_AR,
  },
} as const satisfies Record<Language, unknown>;
