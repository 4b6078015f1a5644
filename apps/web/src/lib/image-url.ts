export type ImageKind = 'ad' | 'banner' | 'category' | 'platform';

const FOLDERS: Record<ImageKind, string> = {
  ad: '/api/uploads/ads/',
  banner: '/api/uploads/banners/',
  category: '/uploads/categories/',
  platform: '/uploads/platforms/',
};

/**
 * Where an image of the API is served (buyer §7 Images): full, blob and data URLs and absolute paths are used
 * as they are; a bare file name gets the folder of its kind. No value gives null (the caller shows a placeholder).
 */
export function imageUrl(value: string | null | undefined, kind: ImageKind = 'ad'): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  if (/^(https?:|blob:|data:)/i.test(trimmed) || trimmed.startsWith('/')) return trimmed;
  return `${FOLDERS[kind]}${trimmed}`;
}
