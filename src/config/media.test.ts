import { describe, expect, it } from 'vitest';
import { mediaFiles } from '@/server/db/schema';
import { PHOTOS } from './photos';
import {
  largestSize,
  MEDIA,
  mediaEncodings,
  mediaPath,
  mediaVariants,
  mediaWidths,
  ogCardFile,
  parseMediaAddress,
} from './media';

const id = '0b6c7c2e-8f4a-4d39-9a57-3c1f6f0e2a11';
const sizes = (purpose: Parameters<typeof mediaVariants>[0], stored: { width: number; height: number }) =>
  mediaVariants(purpose, stored).map(({ format, width, height }) => `${format} ${width}x${height}`);

describe('media purposes', () => {
  it('reuse the visitors’ photos’ caps and hold the schema’s formats', () => {
    expect(MEDIA.maxInputBytes).toBe(PHOTOS.maxInputBytes);
    expect(MEDIA.maxInputPixels).toBe(PHOTOS.maxInputPixels);
    expect(MEDIA.postBytes).toBeGreaterThan(MEDIA.maxInputBytes);
    expect(mediaFiles.format.enumValues).toEqual([...mediaEncodings]);
  });

  it('write a cover at 480, 800, 1200 and 1600 px, and its 1200 × 630 card', () => {
    const largest = largestSize('cover', { width: 4000, height: 3000 });
    expect(largest).toEqual({ width: 1600, height: 1200 });
    expect(sizes('cover', largest)).toEqual([
      'avif 480x360',
      'avif 800x600',
      'avif 1200x900',
      'avif 1600x1200',
      'webp 480x360',
      'webp 800x600',
      'webp 1200x900',
      'webp 1600x1200',
      'jpeg 1200x630',
    ]);
  });

  it('never write wider than the source, whose own width is the largest', () => {
    expect(largestSize('cover', { width: 1000, height: 667 })).toEqual({ width: 1000, height: 667 });
    expect(mediaWidths('cover', 1000)).toEqual([480, 800, 1000]);
    expect(mediaWidths('cover', 1200)).toEqual([480, 800, 1200]);
    expect(mediaWidths('cover', 300)).toEqual([300]);
    // A cover's card is always 1200 × 630: what Open Graph expects, enlarged from a smaller source.
    expect(sizes('cover', { width: 300, height: 200 })).toEqual(['avif 300x200', 'webp 300x200', 'jpeg 1200x630']);
  });

  it('write a logo at 160 and 320 px and a team photo at 240 and 480 px, without a card', () => {
    expect(sizes('logo', largestSize('logo', { width: 1000, height: 400 }))).toEqual([
      'avif 160x64',
      'avif 320x128',
      'webp 160x64',
      'webp 320x128',
    ]);
    expect(sizes('photo', largestSize('photo', { width: 3000, height: 4000 }))).toEqual([
      'avif 240x320',
      'avif 480x640',
      'webp 240x320',
      'webp 480x640',
    ]);
    expect(MEDIA.purposes.logo.alpha).toBe(true);
    expect(MEDIA.purposes.photo.card).toBeUndefined();
  });

  it('keep at least one pixel of height, whatever the shape', () => {
    expect(sizes('logo', largestSize('logo', { width: 4000, height: 1 }))).toEqual([
      'avif 160x1',
      'avif 320x1',
      'webp 160x1',
      'webp 320x1',
    ]);
  });
});

describe('media addresses', () => {
  it('name each file by its width and extension', () => {
    expect(mediaPath(id, 'avif', 480)).toBe(`/media/${id}/480.avif`);
    expect(mediaPath(id, 'webp', 1600)).toBe(`/media/${id}/1600.webp`);
    expect(ogCardFile(id)).toBe(`/media/${id}/1200.jpg`);
  });

  it('read back what mediaPath writes', () => {
    for (const format of mediaEncodings) {
      const [, , sent, file] = mediaPath(id, format, 800).split('/');
      expect(parseMediaAddress(sent!, file!)).toEqual({ id, format, width: 800 });
    }
  });

  it('refuse anything else, so that one file has one address', () => {
    const refused: [string, string][] = [
      [id.toUpperCase(), '480.avif'],
      [`${id}x`, '480.avif'],
      [id.replace(/-/g, ''), '480.avif'],
      ['..', '480.avif'],
      [id, '0480.avif'],
      [id, '0.avif'],
      [id, '12345.avif'],
      [id, '480.jpeg'],
      [id, '480.png'],
      [id, '480.AVIF'],
      [id, '480.avif.svg'],
      [id, '480'],
      [id, '-480.webp'],
      [id, '4e2.webp'],
      [id, ' 480.webp'],
      [id, '480.webp\n'],
      [id, '..%2f480.webp'],
      [id, ''],
      [id, 'x'.repeat(10_000)],
    ];
    for (const [sent, file] of refused) expect(parseMediaAddress(sent, file), `${sent} ${file}`).toBeNull();
  });
});
