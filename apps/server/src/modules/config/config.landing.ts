import {
  LANDING_TEXT_FIELDS, type ConsoleLanding, type ConsoleLandingBanner, type Language, type LandingPage, type LandingTextField, type StoredLandingPage, type Texts,
} from '@storefront/contract';
import { translated } from '../../lib/i18n.js';
import { storageUrl } from '../../lib/images.js';
import { textsOf, withTranslations } from '../../lib/texts.js';
import { LANDING_DEFAULTS } from './config.defaults.js';
import { toLandingPage } from './config.mapper.js';

/** The setting that keeps the landing page. */
export const LANDING_SETTING = 'react_landing_page';

type Translations = Record<string, Record<string, string>>;

/** A promotion banner as kept: English texts, their Arabic and French in `translations`, the picture's storage path. */
export interface StoredLandingBanner { title: string; sub_title: string; image_full_url: string; translations?: Translations }

/**
 * The landing page as the setting keeps it: the storefront's fields with English texts, their Arabic and
 * French under `translations` ({ar: {fixed_header_title: …}}), and the version the console's saves name
 * (a landing page never saved from the console is at 1).
 */
export type StoredLanding = Partial<Omit<StoredLandingPage, 'promotion_banners'>> & {
  promotion_banners?: StoredLandingBanner[];
  translations?: Translations;
  version?: number;
  updated_at?: string;
};

const json = (translations: Translations | undefined) => JSON.stringify(translations ?? {});
const bannerTexts = (b: StoredLandingBanner) => ({ title: textsOf(b.title, json(b.translations), 'title'), sub_title: textsOf(b.sub_title, json(b.translations), 'sub_title') });

/** The landing page in `lang`: each text in it where translated, in English where not. */
export function toLocalLandingPage(stored: StoredLanding | undefined, publicUrl: string, lang: Language): LandingPage {
  const { translations, version: _version, updated_at: _updated, promotion_banners: _banners, ...page } = { ...LANDING_DEFAULTS, ...stored };
  const texts = Object.fromEntries(LANDING_TEXT_FIELDS.map((f) => [f, translated(json(translations), lang, f, page[f])]));
  const banners = (stored?.promotion_banners ?? []).map(({ translations: own, ...b }) => ({
    ...b, title: translated(json(own), lang, 'title', b.title), sub_title: translated(json(own), lang, 'sub_title', b.sub_title),
  }));
  return toLandingPage({ ...page, ...texts, promotion_banners: banners }, publicUrl);
}

/** The landing page as the console edits it. */
export function toConsoleLanding(stored: StoredLanding | undefined, publicUrl: string): ConsoleLanding {
  const page = { ...LANDING_DEFAULTS, ...stored };
  const links = page.download_user_app_links;
  const picture = (path: string) => (path ? storageUrl(publicUrl, path) : '');
  return {
    version: stored?.version ?? 1,
    updated_at: stored?.updated_at ?? null,
    texts: Object.fromEntries(LANDING_TEXT_FIELDS.map((f) => [f, textsOf(page[f], json(stored?.translations), f)])) as Record<LandingTextField, Texts>,
    playstore: { on: links.playstore_url_status === 1, url: links.playstore_url },
    apple_store: { on: links.apple_store_url_status === 1, url: links.apple_store_url },
    zones_on: page.available_zone_status === 1,
    header_banner_full_url: picture(page.header_banner_full_url),
    promotional_banner_full_url: picture(page.fixed_promotional_banner_full_url),
    promotion_banners: ((stored?.promotion_banners ?? []) as StoredLandingBanner[]).map((b): ConsoleLandingBanner => ({
      image: b.image_full_url, image_full_url: picture(b.image_full_url), ...bannerTexts(b),
    })),
  };
}

/** What a save may change, with the banners and the two pictures named by their stored path ('' for none). */
export interface LandingFields {
  texts: Record<LandingTextField, Texts>;
  playstore: ConsoleLanding['playstore'];
  apple_store: ConsoleLanding['apple_store'];
  zones_on: boolean;
  promotion_banners: { image: string; title: Texts; sub_title: Texts }[];
  header_banner: string;
  promotional_banner: string;
}

export const landingFieldsOf = (landing: ConsoleLanding, stored: StoredLanding | undefined): LandingFields => ({
  texts: landing.texts, playstore: landing.playstore, apple_store: landing.apple_store, zones_on: landing.zones_on,
  promotion_banners: landing.promotion_banners.map(({ image, title, sub_title }) => ({ image, title, sub_title })),
  header_banner: stored?.header_banner_full_url ?? '', promotional_banner: stored?.fixed_promotional_banner_full_url ?? '',
});

/** The setting with these fields laid over what it keeps (the zones' list stays); empty Arabic or French left out. */
export function toStoredLanding(stored: StoredLanding | undefined, next: LandingFields, version: number, now: string): StoredLanding {
  const english = Object.fromEntries(LANDING_TEXT_FIELDS.map((f) => [f, next.texts[f].en]));
  return {
    ...stored,
    ...english,
    translations: JSON.parse(withTranslations(null, next.texts)) as Translations,
    download_user_app_links: {
      playstore_url_status: next.playstore.on ? 1 : 0, playstore_url: next.playstore.url,
      apple_store_url_status: next.apple_store.on ? 1 : 0, apple_store_url: next.apple_store.url,
    },
    available_zone_status: next.zones_on ? 1 : 0,
    header_banner_full_url: next.header_banner,
    fixed_promotional_banner_full_url: next.promotional_banner,
    promotion_banners: next.promotion_banners.map((b) => ({
      title: b.title.en, sub_title: b.sub_title.en, image_full_url: b.image,
      translations: JSON.parse(withTranslations(null, { title: b.title, sub_title: b.sub_title })) as Translations,
    })),
    version,
    updated_at: now,
  };
}
