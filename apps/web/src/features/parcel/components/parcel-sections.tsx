import { hasImage, parcelRates, type ParcelRateFields } from '@storefront/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Carousel } from '@storefront/ui/carousel';
import { BikeIcon, CheckCircleIcon, PinIcon, TruckIcon } from '@storefront/ui/icons';
import { Image } from '@storefront/ui/image';
import { Skeleton } from '@storefront/ui/skeleton';
import { HomeSection } from '@/components/home-section';
import { useFormatMoney } from '@/lib/money-format';
import { useParcelCategories } from '../api/get-parcel-categories';
import { useOtherBanners } from '../api/get-other-banners';
import { useVideoContent } from '../api/get-video-content';
import { useWhyChoose } from '../api/get-why-choose';

/** The parcel categories; `businessRates` (config) are the charges of a category without its own. */
export function ParcelCategoriesSection({ businessRates }: { businessRates: ParcelRateFields | undefined }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const query = useParcelCategories();
  // A category without rates of its own is charged the business's, as the server charges it.
  const ratesOf = (category: ParcelRateFields) => parcelRates(category, businessRates ?? { parcel_per_km_shipping_charge: 0, parcel_minimum_shipping_charge: 0 });
  return (
    <HomeSection
      sectionKey="parcel_categories"
      title={t('parcel.categories_title')}
      subtitle={t('parcel.categories_subtitle')}
      query={query}
      isEmpty={(list) => list.length === 0}
      skeleton={
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-40 rounded-2xl" />
          ))}
        </div>
      }
    >
      {(categories) => (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {categories.map((category) => (
            <li key={category.id} data-testid="parcel-category">
              <Link
                to={`/parcel-delivery-info?category=${category.id}`}
                className="flex h-full gap-4 rounded-2xl border border-line bg-surface p-4 shadow-sm transition hover:border-brand-300 hover:shadow-md focus-visible:ring-2 focus-visible:ring-brand-500"
              >
                <span className="grid size-16 shrink-0 place-items-center overflow-hidden rounded-2xl bg-amber-50 dark:bg-amber-500/10">
                  <Image src={category.image_full_url} alt="" className="size-12 object-contain" />
                </span>
                <div className="min-w-0 space-y-1">
                  <p className="font-bold">{category.name}</p>
                  <p className="line-clamp-2 text-sm text-muted">{category.description}</p>
                  <p className="text-xs font-semibold text-brand-700 dark:text-brand-400">
                    {t('parcel.charges', { perKm: money(ratesOf(category).perKm), min: money(ratesOf(category).minimum) })}
                  </p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}

const stepIcons = [PinIcon, BikeIcon, TruckIcon];

export function WhyChooseSection() {
  const { t } = useTranslation();
  const query = useWhyChoose();
  return (
    <HomeSection
      sectionKey="why_choose"
      title={t('parcel.why_choose')}
      query={query}
      isEmpty={(data) => data.banners.length === 0}
      skeleton={<Skeleton className="h-44 rounded-2xl" />}
    >
      {({ banners: entries }) => (
        <Carousel
          label={t('parcel.why_choose')}
          perView={3}
          slides={entries.map((entry) => (
            <div key={entry.id} className="flex h-full gap-4 rounded-2xl border border-line bg-surface p-5 shadow-sm">
              {hasImage(entry.image_full_url) ? (
                <Image src={entry.image_full_url} alt="" className="size-14 shrink-0 rounded-xl object-contain" />
              ) : (
                <span className="grid size-14 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-600 dark:bg-brand-950">
                  <CheckCircleIcon className="size-7" />
                </span>
              )}
              <div>
                <p className="font-bold">{entry.title}</p>
                {entry.short_description && <p className="mt-1 text-sm text-muted">{entry.short_description}</p>}
              </div>
            </div>
          ))}
        />
      )}
    </HomeSection>
  );
}

export function VideoBannerSection() {
  const { t } = useTranslation();
  const query = useVideoContent();
  return (
    <HomeSection
      sectionKey="video_banner"
      title={query.data?.title || t('parcel.easiest_way')}
      subtitle={query.data?.sub_title}
      query={query}
      isEmpty={(content) => !content}
      skeleton={<Skeleton className="h-72 rounded-3xl" />}
    >
      {(content) => (
        <div className="grid items-center gap-6 rounded-3xl bg-surface p-4 shadow-sm ring-1 ring-line sm:p-6 lg:grid-cols-2">
          <div className="overflow-hidden rounded-2xl bg-surface-2">
            {content!.banner_type === 'video' && content!.banner_video ? (
              <video src={content!.banner_video} controls preload="metadata" className="aspect-video w-full object-cover" />
            ) : (
              <Image src={content!.banner_image_full_url} alt="" className="aspect-video w-full object-cover" />
            )}
          </div>
          <ol className="space-y-4">
            {content!.banner_contents.slice(0, 3).map((step, i) => {
              const StepIcon = stepIcons[i] ?? CheckCircleIcon;
              return (
                <li key={i} className="flex gap-4">
                  <span className="relative grid size-12 shrink-0 place-items-center rounded-2xl bg-brand-600 text-white shadow-sm">
                    <StepIcon className="size-6" />
                    <span className="absolute -end-1.5 -top-1.5 grid size-5 place-items-center rounded-full bg-accent-500 text-[11px] font-bold">{i + 1}</span>
                  </span>
                  <div>
                    <p className="font-bold">{step.title}</p>
                    {step.sub_title && <p className="text-sm text-muted">{step.sub_title}</p>}
                  </div>
                </li>
              );
            })}
          </ol>
        </div>
      )}
    </HomeSection>
  );
}

/** The module's promotional banner: the first of its banners, or the bare picture. */
export function PromotionalBannerSection() {
  const { t } = useTranslation();
  const query = useOtherBanners();
  return (
    <HomeSection
      sectionKey="promotional_banner"
      title={<span className="sr-only">{t('parcel.promotion')}</span>}
      className="[&>div:first-child]:mb-0"
      query={query}
      isEmpty={(data) => data.banners.length === 0 && !hasImage(data.promotional_banner_full_url)}
      skeleton={<Skeleton className="h-48 rounded-3xl" />}
    >
      {(data) => {
        const banner = data.banners[0];
        const image = [banner?.image_full_url, data.promotional_banner_full_url].find(hasImage);
        return (
          <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 to-brand-500 text-white shadow-sm">
            {image && <Image src={image} alt="" className="absolute inset-0 size-full object-cover opacity-40 mix-blend-luminosity" />}
            <div className="relative min-h-40 p-6 sm:p-10">
              {banner && <p className="text-2xl font-black sm:text-3xl">{banner.title}</p>}
              {banner?.sub_title && <p className="mt-2 max-w-xl text-white/90">{banner.sub_title}</p>}
            </div>
          </div>
        );
      }}
    </HomeSection>
  );
}
