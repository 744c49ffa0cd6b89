import { removeImage, storeImage } from '../../lib/images.js';

export { imageKind, MAX_IMAGE_BYTES, type ImageKind } from '../../lib/images.js';

/** Profile photos are square: the spec's 1:1 crop, at a size that stays sharp on high-density screens. */
const SIDE = 512;

/** Stores a profile photo as a 512 × 512 WebP under storage/profile. */
export const storeProfileImage = (data: Buffer, storageDir: string) => storeImage(data, storageDir, 'profile', { square: SIDE });

export const removeProfileImage = (relative: string | null, storageDir: string) => removeImage(relative, storageDir, 'profile');
