import { useSearchParams } from 'react-router';
import { FlashSaleDetails } from '@/features/campaigns/components/flash-sale-details';

export function FlashSalesPage() {
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <FlashSaleDetails key={id ?? 'current'} id={id} />
    </div>
  );
}
