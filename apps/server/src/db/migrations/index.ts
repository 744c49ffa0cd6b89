import type { Migration, MigrationProvider } from 'kysely';
import * as foundation from './2026_11_21_1400_foundation.js';
import * as newsletter from './2026_11_21_1500_newsletter.js';
import * as places from './2026_11_21_1600_places.js';
import * as catalog from './2026_11_22_0900_catalog.js';
import * as search from './2026_11_22_0910_search.js';
import * as accounts from './2026_11_21_1800_accounts.js';
import * as cart from './2026_11_23_0900_cart.js';
import * as orders from './2026_11_23_1000_orders.js';
import * as orderLists from './2026_11_23_1100_order_lists.js';
import * as payments from './2026_11_23_1200_payments.js';
import * as prescriptions from './2026_11_23_1300_prescriptions.js';
import * as flashSold from './2026_11_23_1400_flash_sold.js';
import * as offlinePayment from './2026_11_23_1500_offline_payment.js';
import * as tracking from './2026_11_24_0900_tracking.js';
import * as paymentHistory from './2026_11_24_1000_payment_history.js';
import * as wallet from './2026_11_24_1100_wallet.js';
import * as orderRewards from './2026_11_24_1200_order_rewards.js';
import * as wishlistReviews from './2026_11_24_1300_wishlist_reviews.js';
import * as searchPrefixes from './2026_11_24_1500_search_prefixes.js';
import * as searchChanges from './2026_11_24_1700_search_changes.js';
import * as chat from './2026_11_24_1800_chat.js';
import * as push from './2026_11_24_1810_push.js';
import * as parcel from './2026_11_24_1900_parcel.js';
import * as passwordResets from './2026_11_24_2000_password_resets.js';
import * as idempotencyBody from './2026_11_24_2010_idempotency_body.js';
import * as guestsCreated from './2026_11_24_2020_guests_created.js';
import * as loginKnownAddresses from './2026_11_24_2030_login_known_addresses.js';
import * as showcaseOrders from './2026_11_24_2040_showcase_orders.js';
import * as faqs from './2026_11_24_2050_faqs.js';
import * as pushSpentTickets from './2026_11_24_2100_push_spent_tickets.js';
import * as itemCategoryOrders from './2026_11_28_0700_item_category_orders.js';
import * as storeCardIndexes from './2026_11_28_0710_store_card_indexes.js';
import * as itemStoreCategories from './2026_11_28_0720_item_store_categories.js';
import * as ordersPartialIndexes from './2026_11_28_1600_orders_partial_indexes.js';
import * as itemSalesMark from './2026_11_28_1900_item_sales_mark.js';
import * as staff from './2026_11_29_0900_staff.js';
import * as operatorTotpStep from './2026_11_29_1000_operator_totp_step.js';
import * as consoleItems from './2026_11_29_1100_console_items.js';
import * as storeConsole from './2026_11_29_1200_store_console.js';
import * as storePushes from './2026_11_29_1300_store_pushes.js';
import * as addOnVersions from './2026_11_30_0900_add_on_versions.js';
import * as couriers from './2026_11_30_1000_couriers.js';
import * as deliveryPhoto from './2026_12_01_0900_delivery_photo.js';
import * as sitemapIndexes from './2026_12_02_0900_sitemap_indexes.js';
import * as searchCardChanges from './2026_12_03_0900_search_card_changes.js';
import * as bannerVersions from './2026_12_05_0900_banner_versions.js';
import * as categoryVersions from './2026_12_06_0900_category_versions.js';
import * as couponVersions from './2026_12_07_0900_coupon_versions.js';
import * as faqVersions from './2026_12_09_0900_faq_versions.js';
import * as itemKeys from './2026_12_10_0900_item_keys.js';
import * as campaignVersions from './2026_12_10_1000_campaign_versions.js';
import * as storeApplications from './2026_12_10_1100_store_applications.js';
import * as consoleOffersParcelsUnits from './2026_12_10_1200_console_offers_parcels_units.js';
import * as lackingTranslations from './2026_12_10_1300_lacking_translations.js';
import * as searchStatementTriggers from './2026_12_11_0900_search_statement_triggers.js';
import * as storeApplicationOrder from './2026_12_11_0940_store_application_order.js';
import * as lackingTranslationsLanguages from './2026_12_11_1000_lacking_translations_languages.js';
import * as itemStateSorts from './2026_12_11_1100_item_state_sorts.js';
import * as itemListSorts from './2026_12_12_0900_item_list_sorts.js';
import * as businessOrders from './2026_12_20_1200_business_orders.js';
import * as storeApplicationLanguage from './2026_12_12_1000_store_application_language.js';
import * as storeApplicationSearch from './2026_12_12_1100_store_application_search.js';
import * as zoneVersions from './2026_12_20_0900_zone_versions.js';
import * as auditTime from './2026_12_20_0910_audit_time.js';
import * as people from './2026_12_20_1100_people.js';
import * as storeManagement from './2026_12_07_0930_store_management.js';
import * as moduleSwitches from './2026_12_08_0900_module_switches.js';
import * as orderDayStats from './2026_12_20_1300_order_day_stats.js';
import * as orderGuestContacts from './2026_12_21_1000_order_guest_contacts.js';
import * as reportRollups from './2026_12_21_1100_report_rollups.js';
import * as auditEntityOrder from './2026_12_21_1110_audit_entity_order.js';

/**
 * Migrations are listed here rather than read from the folder so that the
 * bundled server carries them. Add new ones at the end; never edit a landed one.
 */
const migrations: Record<string, Migration> = {
  '2026_11_21_1400_foundation': foundation,
  '2026_11_21_1500_newsletter': newsletter,
  '2026_11_21_1600_places': places,
  '2026_11_22_0900_catalog': catalog,
  '2026_11_22_0910_search': search,
  '2026_11_21_1800_accounts': accounts,
  '2026_11_23_0900_cart': cart,
  '2026_11_23_1000_orders': orders,
  '2026_11_23_1100_order_lists': orderLists,
  '2026_11_23_1200_payments': payments,
  '2026_11_23_1300_prescriptions': prescriptions,
  '2026_11_23_1400_flash_sold': flashSold,
  '2026_11_23_1500_offline_payment': offlinePayment,
  '2026_11_24_0900_tracking': tracking,
  '2026_11_24_1000_payment_history': paymentHistory,
  '2026_11_24_1100_wallet': wallet,
  '2026_11_24_1200_order_rewards': orderRewards,
  '2026_11_24_1300_wishlist_reviews': wishlistReviews,
  '2026_11_24_1500_search_prefixes': searchPrefixes,
  '2026_11_24_1700_search_changes': searchChanges,
  '2026_11_24_1800_chat': chat,
  '2026_11_24_1810_push': push,
  '2026_11_24_1900_parcel': parcel,
  '2026_11_24_2000_password_resets': passwordResets,
  '2026_11_24_2010_idempotency_body': idempotencyBody,
  '2026_11_24_2020_guests_created': guestsCreated,
  '2026_11_24_2030_login_known_addresses': loginKnownAddresses,
  '2026_11_24_2040_showcase_orders': showcaseOrders,
  '2026_11_24_2050_faqs': faqs,
  '2026_11_24_2100_push_spent_tickets': pushSpentTickets,
  '2026_11_28_0700_item_category_orders': itemCategoryOrders,
  '2026_11_28_0710_store_card_indexes': storeCardIndexes,
  '2026_11_28_0720_item_store_categories': itemStoreCategories,
  '2026_11_28_1600_orders_partial_indexes': ordersPartialIndexes,
  '2026_11_28_1900_item_sales_mark': itemSalesMark,
  '2026_11_29_0900_staff': staff,
  '2026_11_29_1000_operator_totp_step': operatorTotpStep,
  '2026_11_29_1100_console_items': consoleItems,
  '2026_11_29_1200_store_console': storeConsole,
  '2026_11_29_1300_store_pushes': storePushes,
  '2026_11_30_0900_add_on_versions': addOnVersions,
  '2026_11_30_1000_couriers': couriers,
  '2026_12_01_0900_delivery_photo': deliveryPhoto,
  '2026_12_02_0900_sitemap_indexes': sitemapIndexes,
  '2026_12_03_0900_search_card_changes': searchCardChanges,
  '2026_12_05_0900_banner_versions': bannerVersions,
  '2026_12_06_0900_category_versions': categoryVersions,
  '2026_12_07_0900_coupon_versions': couponVersions,
  '2026_12_07_0930_store_management': storeManagement,
  '2026_12_08_0900_module_switches': moduleSwitches,
  '2026_12_09_0900_faq_versions': faqVersions,
  '2026_12_10_0900_item_keys': itemKeys,
  '2026_12_10_1000_campaign_versions': campaignVersions,
  '2026_12_10_1100_store_applications': storeApplications,
  '2026_12_10_1200_console_offers_parcels_units': consoleOffersParcelsUnits,
  '2026_12_10_1300_lacking_translations': lackingTranslations,
  '2026_12_11_0900_search_statement_triggers': searchStatementTriggers,
  '2026_12_11_0940_store_application_order': storeApplicationOrder,
  '2026_12_11_1000_lacking_translations_languages': lackingTranslationsLanguages,
  '2026_12_11_1100_item_state_sorts': itemStateSorts,
  '2026_12_12_0900_item_list_sorts': itemListSorts,
  '2026_12_12_1000_store_application_language': storeApplicationLanguage,
  '2026_12_12_1100_store_application_search': storeApplicationSearch,
  '2026_12_20_0900_zone_versions': zoneVersions,
  '2026_12_20_0910_audit_time': auditTime,
  '2026_12_20_1200_business_orders': businessOrders,
  '2026_12_20_1100_people': people,
  '2026_12_20_1300_order_day_stats': orderDayStats,
  '2026_12_21_1000_order_guest_contacts': orderGuestContacts,
  '2026_12_21_1100_report_rollups': reportRollups,
  '2026_12_21_1110_audit_entity_order': auditEntityOrder,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
