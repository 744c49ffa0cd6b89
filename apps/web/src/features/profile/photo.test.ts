import { describe, expect, it } from 'vitest';
import { centredView, checkPhoto, clampView, sourceSquare, zoomView } from './photo';

const wide = { width: 400, height: 200 };
const STAGE = 100;

describe('profile photo', () => {
  it('accepts jpg, png and gif up to 2 MB, going by the name when the type is missing', () => {
    expect(checkPhoto(new File(['x'], 'a.webp', { type: 'image/webp' }))).toBe('profile.photo_type_error');
    expect(checkPhoto(new File(['x'], 'a.JPEG'))).toBeNull();
    expect(checkPhoto(new File([new Uint8Array(2 * 1024 * 1024)], 'a.gif', { type: 'image/gif' }))).toBeNull();
    expect(checkPhoto(new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'a.jpg', { type: 'image/jpeg' }))).toBe('profile.photo_size_error');
  });

  it('starts with the middle square of the image', () => {
    const view = centredView(wide, STAGE);
    expect(view).toEqual({ zoom: 1, x: -50, y: 0 });
    expect(sourceSquare(view, wide, STAGE)).toEqual({ sx: 100, sy: 0, size: 200 });
  });

  it('never lets the image uncover the square', () => {
    expect(clampView({ zoom: 1, x: 30, y: 10 }, wide, STAGE)).toEqual({ zoom: 1, x: 0, y: 0 });
    expect(clampView({ zoom: 1, x: -500, y: -10 }, wide, STAGE)).toEqual({ zoom: 1, x: -100, y: 0 });
  });

  it('zooms around the centre of the square', () => {
    const view = zoomView(centredView(wide, STAGE), 2, wide, STAGE);
    const square = sourceSquare(view, wide, STAGE);
    expect(square.size).toBe(100);
    expect(square.sx + square.size / 2).toBeCloseTo(200);
    expect(square.sy + square.size / 2).toBeCloseTo(100);
  });
});
