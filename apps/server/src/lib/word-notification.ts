import { NOTIFICATION_EVENTS, type NotificationEvent } from '@gamesouq/core';
import type { Language } from './request-language.js';
import { SENT_TEXTS } from './sent-texts.js';

const isEvent = (value: unknown): value is NotificationEvent => (NOTIFICATION_EVENTS as readonly unknown[]).includes(value);

const LOCALES: Record<Language, string> = { en: 'en-SA', ar: 'ar-SA' };

type Stored = { title: string; message: string; data: Record<string, string> };

/**
 * A stored notification in the user's language, as the web words it (entities/notification/notification-text.ts):
 * by the event its data tags, with its figures; one without a known event (an admin's message) keeps its author's words.
 */
export function wordNotification(language: Language, { title, message, data }: Stored) {
  const texts = SENT_TEXTS[language];
  if (!isEvent(data.event)) return { texts, title, message };
  const numbers = new Intl.NumberFormat(LOCALES[language], { minimumFractionDigits: 2, maximumFractionDigits: 2, numberingSystem: 'latn' });
  const amount = Number(data.amount);
  const previousAmount = Number(data.previousAmount);
  const at = data.at ? new Date(data.at) : null;
  const params = {
    ...data,
    amount: Number.isFinite(amount) ? texts.amount(numbers.format(amount)) : data.amount,
    previousAmount: Number.isFinite(previousAmount) ? texts.amount(numbers.format(previousAmount)) : data.previousAmount,
    at:
      at && !Number.isNaN(at.getTime())
        ? new Intl.DateTimeFormat(LOCALES[language], {
            dateStyle: 'medium',
            timeStyle: 'short',
            timeZone: 'Asia/Riyadh',
            numberingSystem: 'latn',
          }).format(at)
        : '',
  };
  const wording = texts.events[data.event];
  return { texts, title: wording.title(params), message: wording.message(params) };
}
