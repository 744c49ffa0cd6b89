import { describe, expect, it } from 'vitest';
import { addImageFiles, MAX_UPLOAD_IMAGE_BYTES } from './image-files';

const file = (name: string, size = 10, type = 'image/png') => new File([new Uint8Array(size)], name, { type });

describe('addImageFiles', () => {
  it('keeps JPG, PNG and GIF files up to the limit and names what it refused', () => {
    const result = addImageFiles([file('a.png')], [file('b.gif', 10, 'image/gif'), file('c.png'), file('d.webp', 10, 'image/webp')], 2);
    expect(result.images.map((f) => f.name)).toEqual(['a.png', 'b.gif']);
    expect(result.problems.sort()).toEqual(['too_many', 'type']);
  });

  it('refuses files over 2 MB and, without a type, decides by the name', () => {
    const result = addImageFiles([], [file('big.jpg', MAX_UPLOAD_IMAGE_BYTES + 1, 'image/jpeg'), file('photo.JPEG', 10, ''), file('notes', 10, '')], 3);
    expect(result.images.map((f) => f.name)).toEqual(['photo.JPEG']);
    expect(result.problems.sort()).toEqual(['size', 'type']);
  });
});
