import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { minimalDocx, minimalPptx, zipArchive } from '../../../test/support/zip';
import { detectFileType } from './file-type';

const image = (format: 'png' | 'jpeg' | 'webp' | 'gif' | 'tiff') =>
  sharp({ create: { width: 4, height: 3, channels: 3, background: '#7c3aed' } })
    .toFormat(format)
    .toBuffer();

describe('detectFileType', () => {
  it.each([
    ['png', 'png', 'image/png'],
    ['jpeg', 'jpg', 'image/jpeg'],
    ['webp', 'webp', 'image/webp'],
  ] as const)('accepts a real %s image', async (format, ext, mime) => {
    expect(await detectFileType(await image(format), 'image')).toEqual({ ext, mime });
  });

  it.each(['gif', 'tiff'] as const)(
    'refuses a %s image, which photos may not be',
    async (format) => {
      expect(await detectFileType(await image(format), 'image')).toBeUndefined();
    },
  );

  it('refuses text whatever its name says', async () => {
    const text = Buffer.from('This is a text file renamed photo.png\n');
    expect(await detectFileType(text, 'image')).toBeUndefined();
    expect(
      await detectFileType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image'),
    ).toBeUndefined();
  });

  it('accepts a PowerPoint package by its bytes', async () => {
    expect(await detectFileType(minimalPptx(), 'presentation')).toEqual({
      ext: 'pptx',
      mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    });
  });

  it('refuses other zips and images where a presentation is expected', async () => {
    expect(await detectFileType(minimalDocx(), 'presentation')).toBeUndefined();
    expect(
      await detectFileType(zipArchive({ 'notes.txt': 'hello' }), 'presentation'),
    ).toBeUndefined();
    expect(await detectFileType(await image('png'), 'presentation')).toBeUndefined();
    expect(await detectFileType(minimalPptx(), 'image')).toBeUndefined();
  });

  it('refuses empty and truncated files', async () => {
    expect(await detectFileType(Buffer.alloc(0), 'image')).toBeUndefined();
    expect(await detectFileType((await image('png')).subarray(0, 4), 'image')).toBeUndefined();
  });
});
