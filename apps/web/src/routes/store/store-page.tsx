import { useParams } from 'react-router';
import { StoreDetails } from '@/features/catalog/components/store-details';

/** /store/{id}: by id or slug. */
export function StorePage() {
  const { id = '' } = useParams();
  return <StoreDetails key={id} idOrSlug={id} />;
}
