/** Counts on the back-office screens reload every 60 seconds (admin §4 and §9). */
export const COUNTS_REFRESH_MS = 60_000;
