import type { OffersService } from './modules/offers/offers.service.js';
import type { MenuDeps } from './modules/catalog/catalog.console.saving.js';
import { ConfigConsoleService } from './modules/config/config.console.js';
import { LandingConsoleService } from './modules/config/config.landing.console.js';
import { TranslationsConsoleService } from './modules/translations/translations.console.js';
import { SupportConsoleService } from './modules/support/support.console.js';
import { ZonesConsoleService } from './modules/zones/zones.console.js';
import { BannersConsoleService } from './modules/banners/banners.console.js';
import { BrandsConsoleService } from './modules/categories/categories.console.brands.js';
import { CategoriesConsoleService } from './modules/categories/categories.console.js';
import { ModulesConsoleService } from './modules/modules/modules.console.js';
import { OffersCashbacksConsoleService } from './modules/offers/offers.console.cashbacks.js';
import { ParcelConsoleService } from './modules/parcel/parcel.console.js';
import { CatalogTermsService } from './modules/catalog/catalog.terms.js';
import { BasicCampaignsConsoleService } from './modules/campaigns/campaigns.console.basic.js';
import { ItemCampaignsConsoleService } from './modules/campaigns/campaigns.console.items.js';
import { FlashSalesConsoleService } from './modules/campaigns/campaigns.console.flash-sales.js';
import { CatalogConsoleService } from './modules/catalog/catalog.console.js';
import { CatalogEditService } from './modules/catalog/catalog.console.edit.js';
import { CatalogBulkService } from './modules/catalog/catalog.console.bulk.js';
import { CatalogImportService } from './modules/catalog/catalog.console.import.js';
import { CatalogAddOnsService } from './modules/catalog/catalog.add-ons.js';

/**
 * The console's editors of what customers see: the catalogue, promotions, pages and zones. Each reads and
 * writes through its feature with versioned, audited saves (`menu`: the database, the clock, the change log
 * every storefront instance follows, and where pictures are kept); promotions need today's date as offers see it.
 */
export function editorServices(menu: MenuDeps, offers: Pick<OffersService, 'today'>) {
  return {
    catalogConsole: new CatalogConsoleService(menu),
    catalogEdit: new CatalogEditService(menu),
    catalogBulk: new CatalogBulkService(menu),
    catalogImport: new CatalogImportService(menu),
    catalogAddOns: new CatalogAddOnsService(menu),
    bannersConsole: new BannersConsoleService(menu),
    modulesConsole: new ModulesConsoleService(menu),
    configConsole: new ConfigConsoleService(menu),
    landingConsole: new LandingConsoleService(menu),
    translationsConsole: new TranslationsConsoleService(menu),
    supportConsole: new SupportConsoleService(menu),
    cashbacksConsole: new OffersCashbacksConsoleService({ ...menu, today: (now) => offers.today(now) }),
    parcelConsole: new ParcelConsoleService(menu),
    zonesConsole: new ZonesConsoleService(menu),
    catalogTerms: new CatalogTermsService(menu),
    basicCampaignsConsole: new BasicCampaignsConsoleService({ ...menu, today: (now) => offers.today(now) }),
    itemCampaignsConsole: new ItemCampaignsConsoleService({ ...menu, today: (now) => offers.today(now) }),
    flashSalesConsole: new FlashSalesConsoleService({ ...menu, today: (now) => offers.today(now) }),
    categoriesConsole: new CategoriesConsoleService(menu),
    brandsConsole: new BrandsConsoleService(menu),
  };
}
