import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Brand } from '@storefront/contract';
import { Image } from '@storefront/ui/image';

/** Brands open the item list of that brand on /home (data_type=brand). */
export const brandPath = (brand: Pick<Brand, 'id' | 'name'>) =>
  `/home?${new URLSearchParams({ data_type: 'brand', brand_id: String(brand.id), name: brand.name })}`;

export function BrandTile({ brand }: { brand: Brand }) {
  const { t } = useTranslation();
  return (
    <Link
      to={brandPath(brand)}
      data-testid="brand-tile"
      className="group flex flex-col items-center gap-2 rounded-2xl border border-line bg-surface p-4 text-center shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md"
    >
      <span className="grid size-16 place-items-center overflow-hidden rounded-xl bg-white">
        <Image src={brand.image_full_url} alt="" className="size-full object-contain" />
      </span>
      <span className="line-clamp-1 text-sm font-bold text-ink">{brand.name}</span>
      <span className="text-xs text-muted">{t('brands.items_count', { count: brand.items_count })}</span>
    </Link>
  );
}
