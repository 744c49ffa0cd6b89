import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Image } from '@storefront/ui/image';

export interface HeroProps {
  businessName: string;
  title: string;
  subtitle: string;
  bannerUrl: string;
  actions?: ReactNode;
}

export function Hero({ businessName, title, subtitle, bannerUrl, actions }: HeroProps) {
  const { t } = useTranslation();
  return (
    <section className="relative bg-gradient-to-br from-brand-700 via-brand-600 to-brand-500 text-white">
      {/* Clipped on their own, so a dropdown in the hero (the location search) can hang below it. */}
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
        <div className="absolute -end-24 -top-24 size-96 rounded-full bg-white/10 blur-2xl" />
        <div className="absolute -bottom-32 -start-20 size-80 rounded-full bg-accent-500/25 blur-3xl" />
      </div>
      <div className="relative z-10 mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1.1fr_0.9fr] md:py-20 lg:px-8">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-semibold ring-1 ring-white/25 backdrop-blur">
            <span className="size-2 rounded-full bg-accent-400" aria-hidden="true" />
            {t('landing.welcome_to', { name: businessName })}
          </p>
          <p className="mt-5 text-5xl font-black tracking-tight sm:text-6xl">{businessName}</p>
          <h1 className="mt-3 text-2xl font-bold text-white/95 sm:text-3xl">{title}</h1>
          {subtitle && <p className="mt-4 max-w-xl text-lg text-white/80">{subtitle}</p>}
          {actions && <div className="mt-8 flex flex-wrap gap-3">{actions}</div>}
        </div>
        <div className="relative hidden md:block">
          <div className="absolute inset-6 rotate-3 rounded-[2rem] bg-white/15" aria-hidden="true" />
          <Image
            src={bannerUrl}
            alt={title}
            className="relative aspect-[4/3] w-full rounded-[2rem] object-cover shadow-2xl ring-4 ring-white/20"
          />
        </div>
      </div>
    </section>
  );
}
