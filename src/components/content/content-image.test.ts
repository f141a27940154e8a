import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContentImage, type ContentImageProps } from './content-image';

const id = '0b6c7c2e-8f4a-4d39-9a57-3c1f6f0e2a11';
const render = (props: ContentImageProps) => {
  const html = renderToStaticMarkup(createElement(ContentImage, props));
  const doc = new DOMParserLike(html);
  return { html, ...doc };
};

/** The attributes of each tag, read from the markup (no DOM in this test environment). */
class DOMParserLike {
  readonly tags: { name: string; attributes: Record<string, string> }[];
  constructor(html: string) {
    this.tags = [...html.matchAll(/<(\w+)([^>]*)>/g)].map(([, name, rest]) => ({
      name: name!,
      attributes: Object.fromEntries(
        [...rest!.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, key, value]) => [key!, value!.replace(/&amp;/g, '&')]),
      ),
    }));
  }
}

describe('ContentImage', () => {
  it('offers AVIF then WebP at the widths that exist, and reserves the largest file’s size', () => {
    const { tags } = render({
      media: { id, width: 1000, height: 750, alt: 'Armoire électrique rénovée' },
      purpose: 'cover',
      sizes: '(min-width: 768px) 70ch, 100vw',
    });
    expect(tags.map((tag) => tag.name)).toEqual(['picture', 'source', 'source', 'img']);
    const [, avif, webp, img] = tags;
    expect(avif!.attributes).toEqual({
      type: 'image/avif',
      srcSet: `/media/${id}/480.avif 480w, /media/${id}/800.avif 800w, /media/${id}/1000.avif 1000w`,
      sizes: '(min-width: 768px) 70ch, 100vw',
    });
    expect(webp!.attributes).toEqual({
      type: 'image/webp',
      srcSet: `/media/${id}/480.webp 480w, /media/${id}/800.webp 800w, /media/${id}/1000.webp 1000w`,
      sizes: '(min-width: 768px) 70ch, 100vw',
    });
    expect(img!.attributes).toEqual({
      src: `/media/${id}/1000.webp`,
      width: '1000',
      height: '750',
      alt: 'Armoire électrique rénovée',
      loading: 'lazy',
      decoding: 'async',
    });
  });

  it('loads a first-screen image at once and first, and takes a decorative image’s empty alt', () => {
    const { tags } = render({
      media: { id, width: 1600, height: 900, alt: 'Couverture' },
      purpose: 'cover',
      alt: '',
      loading: 'eager',
      fetchPriority: 'high',
      className: 'w-full',
    });
    // Asked for from the document's head (React hoists the preload there), in AVIF, before the picture is parsed.
    expect(tags.map((tag) => tag.name)).toEqual(['link', 'picture', 'source', 'source', 'img']);
    const avifSet = [480, 800, 1200, 1600].map((width) => `/media/${id}/${width}.avif ${width}w`).join(', ');
    expect(tags[0]!.attributes).toMatchObject({
      rel: 'preload',
      as: 'image',
      type: 'image/avif',
      imageSrcSet: avifSet,
      fetchPriority: 'high',
    });
    expect(tags[4]!.attributes).toMatchObject({
      alt: '',
      loading: 'eager',
      fetchPriority: 'high',
      class: 'w-full',
      width: '1600',
      height: '900',
      decoding: 'sync',
    });
    expect(tags[2]!.attributes.srcSet).toBe(avifSet);
  });

  it('gives a logo and a team photo their own widths and sizes', () => {
    const logo = render({ media: { id, width: 320, height: 128, alt: 'Logo de Sotra Froid' }, purpose: 'logo' });
    expect(logo.tags[2]!.attributes).toMatchObject({
      srcSet: `/media/${id}/160.webp 160w, /media/${id}/320.webp 320w`,
      sizes: '160px',
    });
    const photo = render({ media: { id, width: 200, height: 300, alt: 'Awa, technicienne' }, purpose: 'photo' });
    expect(photo.tags[1]!.attributes).toMatchObject({ srcSet: `/media/${id}/200.avif 200w`, sizes: '240px' });
  });
});
