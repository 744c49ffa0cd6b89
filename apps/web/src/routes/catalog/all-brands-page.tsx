import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { AllBrands } from '@/features/catalog/components/all-brands';

export function AllBrandsPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <PageHeader title={t('pages.all_brands')} />
      <AllBrands />
    </div>
  );
}
