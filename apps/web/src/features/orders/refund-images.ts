import { MAX_REFUND_IMAGES } from '@storefront/contract';

/** RefundRequestBody: JPG, PNG or GIF, at most 2 MB each, at most MAX_REFUND_IMAGES. */
export const REFUND_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const REFUND_IMAGE_ACCEPT = '.jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif';
export const MAX_REFUND_IMAGE_BYTES = 2 * 1024 * 1024;

const EXTENSION = /\.(jpe?g|png|gif)$/i;

export type RefundImageProblem = 'orders.refund_too_many' | 'orders.refund_image_type' | 'orders.refund_image_size';

/**
 * The photos kept after adding `chosen` to `current`, and the i18n keys of what was refused.
 * Some systems send no type: the name decides then.
 */
export function addRefundImages(current: readonly File[], chosen: readonly File[]) {
  const kept = [...current];
  const problems = new Set<RefundImageProblem>();
  for (const file of chosen) {
    const typeOk = file.type ? (REFUND_IMAGE_TYPES as readonly string[]).includes(file.type) : EXTENSION.test(file.name);
    if (!typeOk) problems.add('orders.refund_image_type');
    else if (file.size > MAX_REFUND_IMAGE_BYTES) problems.add('orders.refund_image_size');
    else if (kept.length >= MAX_REFUND_IMAGES) problems.add('orders.refund_too_many');
    else kept.push(file);
  }
  return { images: kept, problems: [...problems] };
}
