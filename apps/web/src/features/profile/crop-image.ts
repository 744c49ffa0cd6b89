import { PHOTO_OUTPUT_PX } from './photo';

export interface CroppedPhoto {
  blob: Blob;
  /** A data URL of the same square, for the preview. */
  preview: string;
}

/** Draws the chosen square of the image at the upload size and encodes it. */
export function cropImage(image: HTMLImageElement, square: { sx: number; sy: number; size: number }, type: string): Promise<CroppedPhoto> {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = PHOTO_OUTPUT_PX;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('canvas unavailable'));
  context.drawImage(image, square.sx, square.sy, square.size, square.size, 0, 0, PHOTO_OUTPUT_PX, PHOTO_OUTPUT_PX);
  // Transparent PNG and GIF stay PNG; photographs stay JPEG and small.
  const output = type === 'image/jpeg' ? 'image/jpeg' : 'image/png';
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve({ blob, preview: canvas.toDataURL(output, 0.9) }) : reject(new Error('encoding failed'))), output, 0.9),
  );
}
