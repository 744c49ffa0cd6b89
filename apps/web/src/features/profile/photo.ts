/** JPG, PNG, JPEG or GIF, at most 2 MB, cropped 1:1. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const PHOTO_ACCEPT = '.jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif';
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;
/** The server stores 512 px squares; sending more would only cost bandwidth. */
export const PHOTO_OUTPUT_PX = 512;

const EXTENSION = /\.(jpe?g|png|gif)$/i;

/** The i18n key of what is wrong with a chosen file, or null. Some systems send no type: the name decides then. */
export function checkPhoto(file: File): string | null {
  const typeOk = file.type ? (PHOTO_TYPES as readonly string[]).includes(file.type) : EXTENSION.test(file.name);
  if (!typeOk) return 'profile.photo_type_error';
  return file.size > MAX_PHOTO_BYTES ? 'profile.photo_size_error' : null;
}

export interface CropView {
  /** 1 shows the whole short side; more zooms in. */
  zoom: number;
  /** Where the image's top-left corner sits in the square stage, in stage pixels (0 or less). */
  x: number;
  y: number;
}

export interface ImageSize {
  width: number;
  height: number;
}

export const scaleOf = (image: ImageSize, stage: number, zoom: number) => (stage / Math.min(image.width, image.height)) * zoom;

/** Keeps the stage covered: the image may not be dragged past its own edges. */
export function clampView(view: CropView, image: ImageSize, stage: number): CropView {
  const scale = scaleOf(image, stage, view.zoom);
  const clamp = (value: number, length: number) => Math.min(0, Math.max(stage - length * scale, value));
  return { zoom: view.zoom, x: clamp(view.x, image.width), y: clamp(view.y, image.height) };
}

/** Zooms around the stage's centre. */
export function zoomView(view: CropView, zoom: number, image: ImageSize, stage: number): CropView {
  const before = scaleOf(image, stage, view.zoom);
  const after = scaleOf(image, stage, zoom);
  const cx = (stage / 2 - view.x) / before;
  const cy = (stage / 2 - view.y) / before;
  return clampView({ zoom, x: stage / 2 - cx * after, y: stage / 2 - cy * after }, image, stage);
}

export const centredView = (image: ImageSize, stage: number): CropView => {
  const scale = scaleOf(image, stage, 1);
  return { zoom: 1, x: (stage - image.width * scale) / 2, y: (stage - image.height * scale) / 2 };
};

/** The square of the original image that the stage shows. */
export function sourceSquare(view: CropView, image: ImageSize, stage: number) {
  const scale = scaleOf(image, stage, view.zoom);
  return { sx: Math.max(0, -view.x / scale), sy: Math.max(0, -view.y / scale), size: stage / scale };
}
