/**
 * A formatted text as a reader sees it: without the invisible direction marks that Intl puts around Arabic numbers
 * and currency, and with Intl's no-break and narrow spaces as plain ones.
 */
export function visible(text: string): string {
  return text.replace(/[\u200e\u200f\u061c]/g, '').replace(/[\u00a0\u202f]/g, ' ');
}
