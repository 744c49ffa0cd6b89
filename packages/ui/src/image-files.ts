/** Uploads of photos (refund requests, reviews): JPG, PNG or GIF, at most 2 MB each. */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const UPLOAD_IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,.jpg,.jpeg,.png,.gif';
export const MAX_UPLOAD_IMAGE_BYTES = 2 * 1024 * 1024;

const EXTENSION = /\.(jpe?g|png|gif)$/i;

export type ImageFileProblem = 'type' | 'size' | 'too_many';

/**
 * The photos kept after adding `chosen` to `current` (at most `max` in all), and what was refused.
 * Some systems send no type: the name decides then.
 */
export function addImageFiles(current: readonly File[], chosen: readonly File[], max: number) {
  const kept = [...current];
  const problems = new Set<ImageFileProblem>();
  for (const file of chosen) {
    const typeOk = file.type ? (UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type) : EXTENSION.test(file.name);
    if (!typeOk) problems.add('type');
    else if (file.size > MAX_UPLOAD_IMAGE_BYTES) problems.add('size');
    else if (kept.length >= max) problems.add('too_many');
    else kept.push(file);
  }
  return { images: kept, problems: [...problems] };
}
