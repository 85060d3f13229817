import { describe, expect, it } from 'vitest';
import { fixtureDataUrl } from './image-fixtures.js';
import { inspectImageDataUrl, MAX_IMAGE_BYTES } from './image-data-url.js';

describe('announcement images', () => {
  it('accepts PNG, JPEG and WebP whose bytes match the declared type', () => {
    for (const format of ['png', 'jpeg', 'webp'] as const) {
      expect(inspectImageDataUrl(fixtureDataUrl(format, { size: 1000 }))).toEqual({
        ok: true,
        type: `image/${format}`,
        bytes: 1000,
      });
    }
  });

  it('refuses bytes that are not the declared format, whatever the URL says', () => {
    expect(inspectImageDataUrl(fixtureDataUrl('gif', { declared: 'image/png' }))).toEqual({
      ok: false,
      error: 'The file is not a PNG, JPEG or WebP picture',
    });
    expect(inspectImageDataUrl(fixtureDataUrl('text', { declared: 'image/jpeg' }))).toMatchObject({ ok: false });
    expect(inspectImageDataUrl(fixtureDataUrl('jpeg', { declared: 'image/png' }))).toEqual({
      ok: false,
      error: 'The picture is JPEG but was sent as image/png',
    });
  });

  it('refuses other types, damaged base64 and oversized pictures', () => {
    expect(inspectImageDataUrl(fixtureDataUrl('text'))).toEqual({
      ok: false,
      error: 'Images must be PNG, JPEG or WebP',
    });
    expect(inspectImageDataUrl(fixtureDataUrl('gif'))).toEqual({
      ok: false,
      error: 'Images must be PNG, JPEG or WebP',
    });
    expect(inspectImageDataUrl('data:image/png;base64,iVBORw0KGgo')).toMatchObject({
      ok: false,
      error: 'The image data is damaged (invalid base64)',
    });
    expect(inspectImageDataUrl('https://example.org/a.png')).toMatchObject({ ok: false });
    expect(inspectImageDataUrl(fixtureDataUrl('png', { size: MAX_IMAGE_BYTES }))).toMatchObject({ ok: true });
    expect(inspectImageDataUrl(fixtureDataUrl('png', { size: MAX_IMAGE_BYTES + 1 }))).toEqual({
      ok: false,
      error: 'The image must be at most 300 KB',
    });
  });
});
