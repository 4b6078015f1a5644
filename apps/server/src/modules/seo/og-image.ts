import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client.js';
import { type Storage, storageKey } from '../../lib/storage/index.js';

/** The size link previews (Open Graph, X cards) show without cropping. */
const WIDTH = 1200;
const HEIGHT = 630;

/**
 * An active listing's first photo as a 1200×630 JPEG: the whole photo (a game's box is taller than wide: cropping
 * would cut its title) over a blurred, darkened fill of itself; null for a listing without photos or not on sale.
 */
export async function productPreviewImage(db: Db, { id, storage }: { id: string; storage: Storage }): Promise<Buffer | null> {
  const { rows } = await db.execute(sql`
    select i.file from listing_images i join listings l on l.id = i.listing_id
    where l.id = ${id} and l.status = 'active' order by i.position limit 1`);
  const file = (rows[0] as { file: string } | undefined)?.file;
  if (!file) return null;
  const photo = await storage.get(storageKey('ads', file));
  if (!photo) return null;
  const [fill, whole] = await Promise.all([
    sharp(photo).resize(WIDTH, HEIGHT, { fit: 'cover' }).blur(24).modulate({ brightness: 0.7 }).toBuffer(),
    sharp(photo).resize(WIDTH, HEIGHT, { fit: 'inside' }).toBuffer(),
  ]);
  return sharp(fill)
    .composite([{ input: whole, gravity: 'center' }])
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
