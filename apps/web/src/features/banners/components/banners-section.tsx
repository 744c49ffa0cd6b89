import { useTranslation } from 'react-i18next';
import type { Banner, Banners } from '@storefront/contract';
import { Link } from 'react-router';
import { Carousel } from '@storefront/ui/carousel';
import { Image } from '@storefront/ui/image';
import { Skeleton } from '@storefront/ui/skeleton';
import { itemPath, storePath } from '@/components/catalog/links';
import { HomeSection } from '@/components/home-section';
import { useBanners } from '../api/get-banners';

interface Slide {
  key: string;
  title: string;
  description?: string | null;
  image: string;
  to?: string;
}

/** Where a banner leads: its store, its item, or nowhere for a plain (default) banner. */
export function bannerTarget(banner: Banner): string | undefined {
  if (banner.type === 'store_wise' && banner.store) return storePath(banner.store);
  if (banner.type === 'item_wise' && banner.item) return itemPath(banner.item);
  return undefined;
}

export function bannerSlides(data: Banners): Slide[] {
  return [
    ...data.campaigns.map((c) => ({ key: `c${c.id}`, title: c.title, description: c.description, image: c.image_full_url, to: `/campaigns/${c.id}` })),
    ...data.banners.map((b) => ({ key: `b${b.id}`, title: b.title, description: b.short_description, image: b.image_full_url, to: bannerTarget(b) })),
  ];
}

/**
 * The pictures carry no words, so the title and description are text over the picture's start side,
 * on a shade that keeps them readable whatever the picture's colours; they wrap to a phone's width where
 * words drawn into a picture were cut off with it ("…tracked a").
 * The first one is the largest thing on the home's first screen: it loads at once and before other pictures.
 */
function BannerSlide({ slide, first }: { slide: Slide; first: boolean }) {
  const body = (
    <div className="group relative aspect-[2/1] overflow-hidden rounded-3xl bg-surface-2 sm:aspect-[3/1] lg:aspect-[16/5]" data-testid="banner-slide">
      <Image src={slide.image} alt="" className="size-full object-cover transition duration-700 group-hover:scale-[1.02]" priority={first} />
      <div data-testid="banner-text" className="absolute inset-0 flex flex-col justify-end bg-linear-to-r from-black/60 via-black/25 to-transparent p-4 sm:p-8 rtl:bg-linear-to-l">
        <p className="max-w-[75%] text-xl leading-tight font-extrabold text-balance text-white drop-shadow sm:max-w-[55%] sm:text-3xl lg:text-4xl">
          <bdi>{slide.title}</bdi>
        </p>
        {slide.description && (
          <p className="mt-1 max-w-[75%] text-sm text-white/90 sm:mt-2 sm:max-w-[50%] sm:text-base">
            <bdi>{slide.description}</bdi>
          </p>
        )}
      </div>
    </div>
  );
  return slide.to ? (
    <Link to={slide.to} className="block rounded-3xl">
      {body}
    </Link>
  ) : (
    body
  );
}

/** The home carousel: campaigns and banners, turning every 4000 ms. */
export function BannersSection() {
  const { t } = useTranslation();
  const query = useBanners();
  return (
    <HomeSection
      sectionKey="banners"
      title={<span className="sr-only">{t('home.sections.banners')}</span>}
      className="[&>div:first-child]:mb-0"
      query={query}
      isEmpty={(data) => bannerSlides(data).length === 0}
      // The carousel's dots (20 px) are reserved too, so the sections below stay put when the banners arrive.
      skeleton={
        <div className="pb-5">
          <Skeleton className="aspect-[2/1] w-full rounded-3xl sm:aspect-[3/1] lg:aspect-[16/5]" />
        </div>
      }
    >
      {(data) => <Carousel label={t('home.sections.banners')} slides={bannerSlides(data).map((slide, i) => <BannerSlide key={slide.key} slide={slide} first={i === 0} />)} />}
    </HomeSection>
  );
}
