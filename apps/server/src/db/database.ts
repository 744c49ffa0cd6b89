import type { Insertable, Selectable, Updateable } from 'kysely';
import type { ConfigTables } from '../modules/config/config.table.js';
import type { ZonesTables } from '../modules/zones/zones.table.js';
import type { ModulesTables } from '../modules/modules/modules.table.js';
import type { StoresTables } from '../modules/stores/stores.table.js';
import type { CatalogTables } from '../modules/catalog/catalog.table.js';
import type { CategoriesTables } from '../modules/categories/categories.table.js';
import type { CustomerTables } from '../modules/profile/profile.table.js';
import type { GuestsTables } from '../modules/guests/guests.table.js';
import type { NewsletterTables } from '../modules/newsletter/newsletter.table.js';
import type { GeoTables } from '../modules/location/location.table.js';
import type { AuthTables } from '../modules/auth/auth.table.js';
import type { AddressesTables } from '../modules/addresses/addresses.table.js';
import type { BannersTables } from '../modules/banners/banners.table.js';
import type { CampaignsTables } from '../modules/campaigns/campaigns.table.js';
import type { OffersTables } from '../modules/offers/offers.table.js';
import type { CartTables } from '../modules/cart/cart.table.js';
import type { OrdersTables } from '../modules/orders/orders.table.js';
import type { ParcelTables } from '../modules/parcel/parcel.table.js';
import type { OperatorTables } from '../modules/operator/operator.table.js';
import type { PaymentsTables } from '../modules/payments/payments.table.js';
import type { WalletTables } from '../modules/wallet/wallet.table.js';
import type { LoyaltyTables } from '../modules/loyalty/loyalty.table.js';
import type { PushTables } from '../modules/push/push.table.js';
import type { WishlistTables } from '../modules/wishlist/wishlist.table.js';
import type { ReviewsTables } from '../modules/reviews/reviews.table.js';
import type { SearchTables } from '../modules/search/search.table.js';
import type { ChatTables } from '../modules/chat/chat.table.js';
import type { SupportTables } from '../modules/support/support.table.js';
import type { AuditTables } from '../modules/audit/audit.table.js';
import type { CouriersTables } from '../modules/couriers/couriers.table.js';
import type { MoneyTables } from '../modules/money/money.table.js';
import type { ReportsTables } from '../modules/reports/reports.table.js';

export type { SettingsTable } from '../modules/config/config.table.js';
export type { ZonesTable } from '../modules/zones/zones.table.js';
export type { ModulesTable, ModuleZonesTable } from '../modules/modules/modules.table.js';
export type { VisitsTable, StoreApplicationsTable } from '../modules/stores/stores.table.js';
export type {
  StoresTable, StoreSchedulesTable, ItemsTable, ItemVariationsTable, ItemFoodVariationsTable, ItemFoodVariationValuesTable,
  AddOnsTable, ItemAddOnsTable,
} from '../modules/catalog/catalog.table.js';
export type { CategoriesTable, BrandsTable, CommonConditionsTable } from '../modules/categories/categories.table.js';
export type { UsersTable } from '../modules/profile/profile.table.js';
export type { GuestsTable } from '../modules/guests/guests.table.js';
export type { NewsletterSubscriptionsTable } from '../modules/newsletter/newsletter.table.js';
export type { PlacesTable } from '../modules/location/location.table.js';
export type { PersonalAccessTokensTable, PhoneVerificationsTable } from '../modules/auth/auth.table.js';
export type { CustomerAddressesTable } from '../modules/addresses/addresses.table.js';
export type { BannersTable, ModuleBannersTable } from '../modules/banners/banners.table.js';
export type { CampaignsTable, CampaignStoresTable, ItemCampaignsTable, FlashSalesTable, FlashSaleItemsTable } from '../modules/campaigns/campaigns.table.js';
export type { CouponsTable, CashbacksTable, CouponRedemptionsTable } from '../modules/offers/offers.table.js';
export type { CartsTable, CartItemsTable } from '../modules/cart/cart.table.js';
export type {
  OrderStatus, PaymentStatus, StatusActor, OrdersTable, OrderDetailsTable, OrderStatusHistoryTable, OrderPaymentHistoryTable,
  RefundRequestsTable, CancellationReasonsTable, RefundReasonsTable,
} from '../modules/orders/orders.table.js';
export type { ParcelCategoriesTable, ParcelInstructionsTable } from '../modules/parcel/parcel.table.js';
export type { OperatorRoleName, OperatorsTable, OperatorTokensTable, OperatorRolesTable, OperatorPasswordResetsTable } from '../modules/operator/operator.table.js';
export type { AuditLogTable } from '../modules/audit/audit.table.js';
export type { CouriersTable, CourierZonesTable } from '../modules/couriers/couriers.table.js';
export type { PaymentSessionsTable, OfflinePaymentMethodsTable } from '../modules/payments/payments.table.js';
export type { WalletTransactionsTable, WalletBonusesTable } from '../modules/wallet/wallet.table.js';
export type { LoyaltyPointTransactionsTable } from '../modules/loyalty/loyalty.table.js';
export type { WebPushSubscriptionsTable, PushSpentTicketsTable, CustomerMessagesTable } from '../modules/push/push.table.js';
export type { WishlistsTable } from '../modules/wishlist/wishlist.table.js';
export type { ReviewsTable, DeliveryManReviewsTable, ReviewDismissalsTable } from '../modules/reviews/reviews.table.js';
export type { ConversationsTable, ChatMessagesTable } from '../modules/chat/chat.table.js';
export type { FaqsTable } from '../modules/support/support.table.js';

/**
 * Every table of the app, assembled from the table interfaces that each feature keeps beside its
 * repository (modules/<feature>/<feature>.table.ts). Columns follow the conventions shared by
 * SQLite and PostgreSQL so that one query serves both (booleans 0/1, money in minor units,
 * ISO-8601 UTC timestamps as text, JSON as text): see ./columns.ts.
 */
export interface Database extends
  ConfigTables, ZonesTables, ModulesTables, StoresTables, CatalogTables, CategoriesTables, CustomerTables,
  GuestsTables, NewsletterTables, GeoTables, AuthTables, AddressesTables, BannersTables, CampaignsTables,
  OffersTables, CartTables, OrdersTables, ParcelTables, OperatorTables, PaymentsTables, WalletTables, LoyaltyTables,
  PushTables, WishlistTables, ReviewsTables, SearchTables, ChatTables, SupportTables, AuditTables, CouriersTables,
  ReportsTables, MoneyTables {}

export type Row<T extends keyof Database> = Selectable<Database[T]>;
export type NewRow<T extends keyof Database> = Insertable<Database[T]>;
export type RowUpdate<T extends keyof Database> = Updateable<Database[T]>;
