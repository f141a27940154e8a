/**
 * Gives the first of SPEC's articles a cover image, in a data directory no server holds yet: what bench:pages measures
 * an illustrated article on (issue 33). The image is drawn here (a gradient with a sensor's noise, as a photo is) and
 * goes through the upload's own checks and encoding (server/content/media.ts).
 */
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { articleHref } from '../src/content/blog';
import { openDatabase } from '../src/server/db/client';
import { articles } from '../src/server/db/schema';
import { prepareMedia, storeMedia } from '../src/server/content/media';

/** A 2400 × 1600 JPEG that compresses like a photograph. */
async function photograph(): Promise<Buffer> {
  const width = 2400;
  const height = 1600;
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b3a6e"/><stop offset="1" stop-color="#f2a516"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="1500" cy="700" r="420" fill="#ffffff" fill-opacity="0.35"/></svg>`,
  );
  const noise = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 24 } } }).png().toBuffer();
  return sharp(gradient).composite([{ input: noise, blend: 'overlay' }]).jpeg({ quality: 88 }).toBuffer();
}

/** Returns the address of the illustrated article. */
export async function illustrateFirstArticle(dataDir: string): Promise<string> {
  const database = await openDatabase({ dataDir });
  try {
    const prepared = await prepareMedia(await photograph(), 'cover');
    if (!prepared.ok) throw new Error(prepared.message);
    const cover = await storeMedia(database.db, { purpose: 'cover', alt: 'Panneaux solaires sur le toit d’un entrepôt à Abidjan', userId: null, files: prepared.media.files });
    const [article] = await database.db.update(articles).set({ coverId: cover.id }).where(eq(articles.number, 1)).returning({ slug: articles.slug });
    return articleHref(article!.slug);
  } finally {
    await database.close();
  }
}
