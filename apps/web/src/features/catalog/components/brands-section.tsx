import { useTranslation } from 'react-i18next';
import { Skeleton } from '@storefront/ui/skeleton';
import { HomeSection } from '@/components/home-section';
import { useBrands } from '../api/get-brands';
import { BrandTile } from './brand-tile';

/** The home shows the first 9 brands. */
export const HOME_BRANDS = 9;

export function BrandsSection() {
  const { t } = useTranslation();
  const query = useBrands();
  return (
    <HomeSection
      sectionKey="brands"
      title={t('home.sections.brands')}
      query={query}
      isEmpty={(brands) => brands.length === 0}
      viewAllTo="/all-brands"
      skeleton={
        <div className="grid grid-cols-3 gap-3 sm:grid-cols-5 lg:grid-cols-9">
          {Array.from({ length: 9 }, (_, i) => (
            <Skeleton key={i} className="h-32 rounded-2xl" />
          ))}
        </div>
      }
    >
      {(brands) => (
        <div className="grid grid-cols-3 gap-3 sm:grid-cols-5 lg:grid-cols-9">
          {brands.slice(0, HOME_BRANDS).map((brand) => (
            <BrandTile key={brand.id} brand={brand} />
          ))}
        </div>
      )}
    </HomeSection>
  );
}
