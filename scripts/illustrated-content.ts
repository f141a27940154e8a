/**
 * Gives the first of SPEC's articles a cover image, and every client and partner a logo and every leader a photo, in a
 * data directory no server holds yet: the content bench:pages measures, as editors would illustrate it (issue 33). The
 * images are drawn here (a photo is a gradient with a sensor's noise) and go through the upload's own checks and
 * encoding (server/content/media.ts).
 */
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { articleHref } from '../src/content/blog';
import { openDatabase } from '../src/server/db/client';
import { articles, showcaseItems } from '../src/server/db/schema';
import { prepareMedia, storeMedia } from '../src/server/content/media';
import type { MediaPurpose } from '../src/config/media';
import type { Db } from '../src/server/db/client';

/** A JPEG that compresses like a photograph, 2400 × 1600 unless told. */
async function photograph(width = 2400, height = 1600): Promise<Buffer> {
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b3a6e"/><stop offset="1" stop-color="#f2a516"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="1500" cy="700" r="420" fill="#ffffff" fill-opacity="0.35"/></svg>`,
  );
  const noise = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 24 } },
  })
    .png()
    .toBuffer();
  return sharp(gradient)
    .composite([{ input: noise, blend: 'overlay' }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** A logo as a designer sends one: a PNG on a transparent background, a coloured mark and the name's initials. */
const logo = (initials: string, hue: number) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="320"><rect x="20" y="60" width="200" height="200" rx="40" fill="hsl(${hue} 70% 40%)"/><text x="250" y="200" font-family="sans-serif" font-size="120" font-weight="700" fill="hsl(${hue} 60% 25%)">${initials}</text></svg>`,
    ),
  )
    .png()
    .toBuffer();

async function stored(db: Db, bytes: Buffer, purpose: MediaPurpose, alt: string) {
  const prepared = await prepareMedia(bytes, purpose);
  if (!prepared.ok) throw new Error(prepared.message);
  return storeMedia(db, { purpose, alt, userId: null, files: prepared.media.files });
}

/** Illustrates the content; returns the address of the illustrated article. */
export async function illustrateContent(dataDir: string): Promise<string> {
  const database = await openDatabase({ dataDir });
  try {
    const cover = await stored(
      database.db,
      await photograph(),
      'cover',
      'Panneaux solaires sur le toit d’un entrepôt à Abidjan',
    );
    const [article] = await database.db
      .update(articles)
      .set({ coverId: cover.id })
      .where(eq(articles.number, 1))
      .returning({ slug: articles.slug });
    const items = await database.db.select().from(showcaseItems);
    for (const [index, item] of items.entries()) {
      const name = String(item.fields.name ?? '');
      if (item.kind === 'sector') continue;
      const initials = name
        .split(/\s+/)
        .filter((word) => /^\p{L}/u.test(word))
        .map((word) => word[0])
        .join('')
        .slice(0, 3);
      const image =
        item.kind === 'leader'
          ? await stored(database.db, await photograph(900, 1200), 'photo', `Portrait de ${name}`)
          : await stored(database.db, await logo(initials, (index * 47) % 360), 'logo', `Logo de ${name}`);
      await database.db.update(showcaseItems).set({ imageId: image.id }).where(eq(showcaseItems.id, item.id));
    }
    return articleHref(article!.slug);
  } finally {
    await database.close();
  }
}
