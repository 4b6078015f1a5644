import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client.js';

/** The size link previews (Open Graph, X cards) show without cropping. */
const WIDTH = 1200;
const HEIGHT = 630;

/**
 * An active listing's first photo as a 1200×630 JPEG, the whole photo on a white band (a game's box is taller than
 * wide: cropping would cut its title); null for a listing without photos or not on sale.
 */
export async function productPreviewImage(db: Db, { id, uploadsDir }: { id: string; uploadsDir: string }): Promise<Buffer | null> {
  const { rows } = await db.execute(sql`
    select i.file from listing_images i join listings l on l.id = i.listing_id
    where l.id = ${id} and l.status = 'active' order by i.position limit 1`);
  const file = (rows[0] as { file: string } | undefined)?.file;
  if (!file) return null;
  return sharp(path.join(uploadsDir, 'ads', path.basename(file)))
    .resize(WIDTH, HEIGHT, { fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
