import type { LandingPage } from '@storefront/contract';
import { Image } from '@storefront/ui/image';

export function PromotionBanners({ banners }: { banners: LandingPage['promotion_banners'] }) {
  if (banners.length === 0) return null;
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {banners.map((banner, index) => (
        <li
          key={`${banner.title}-${index}`}
          className="group relative overflow-hidden rounded-3xl bg-surface shadow-sm ring-1 ring-line transition hover:shadow-lg"
        >
          <Image
            src={banner.image_full_url}
            alt={banner.title}
            className="aspect-[16/9] w-full object-cover transition duration-500 group-hover:scale-105"
          />
          <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 via-black/40 to-transparent p-5 pt-12 text-white">
            <p className="text-lg font-bold">{banner.title}</p>
            {banner.sub_title && <p className="mt-0.5 line-clamp-2 text-sm text-white/85">{banner.sub_title}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
