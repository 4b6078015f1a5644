import type { FormatterModule } from 'i18next';
import { formatNumber } from './format.js';

/** The placeholders that always hold a quantity ("{{count}} minutes", "Page {{n}}", "Showing {{from}} to {{to}}"). */
const QUANTITIES = new Set(['count', 'n', 'total', 'min', 'max', 'from', 'to', 'shown', 'done', 'percent', 'rating', 'change']);

/**
 * Numbers put into texts in the digits of the language (Arabic-Indic in Arabic, grouped in both), so that a caller
 * passing `{ count }` for the plural form shows "٥ دقائق" rather than "5 دقائق". Only the quantity placeholders: order
 * numbers, ids and years stay as they are. Strings (amounts already formatted with lib/format) pass through.
 * The e2e suite words its expected texts with this same module.
 */
export const localeNumbers: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  format: (value, _format, language, options) =>
    typeof value === 'number' && QUANTITIES.has(String(options?.interpolationkey)) ? formatNumber(value, language ?? 'en') : value,
};
