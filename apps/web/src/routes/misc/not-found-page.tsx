import { NotFoundPlaceholder } from '@/components/not-found-placeholder';

export function NotFoundPage() {
  return <NotFoundPlaceholder />;
}
