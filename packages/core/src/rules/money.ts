/** Money is integer halalas inside (1 SAR = 100 halalas); the API speaks SAR with at most two decimals. */
export function sarToHalalas(sar: number): number {
  if (!Number.isFinite(sar)) throw new RangeError('Amount must be a finite number');
  return Math.round(sar * 100);
}

export function halalasToSar(halalas: number): number {
  return halalas / 100;
}
