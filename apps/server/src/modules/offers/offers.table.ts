import type { ColumnType, Generated } from 'kysely';
import type { Flag, Json, Minor, Timestamp } from '../../db/columns.js';

export interface CouponsTable {
  id: Generated<number>;
  /** The English title; Arabic and French in translations ({ar: {title}, fr: {title}}). */
  title: string;
  translations: ColumnType<Json, Json | undefined, Json>;
  code: string;
  coupon_type: 'default' | 'first_order' | 'free_delivery' | 'store_wise' | 'zone_wise';
  module_id: number;
  store_id: number | null;
  /** Zone-wise coupons: the zone they apply in; null for every zone. */
  zone_id: number | null;
  discount: number;
  discount_type: 'percent' | 'amount';
  min_purchase: Minor;
  max_discount: Minor;
  /** Uses per customer. */
  usage_limit: number | null;
  /** Uses in total; null for no limit. */
  total_limit: Generated<number | null>;
  total_uses: Generated<number>;
  start_date: string;
  expire_date: string;
  status: Flag;
  created_at: Timestamp;
  /** Raised by every console save, which names the version it read. */
  version: ColumnType<number, number | undefined, number>;
  updated_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CashbacksTable {
  id: Generated<number>;
  /** The English title; Arabic and French in translations ({ar: {title}, fr: {title}}). */
  title: string;
  translations: ColumnType<Json, Json | undefined, Json>;
  cashback_type: 'percentage' | 'amount';
  /** A percentage, or minor units for amount. */
  cashback_amount: number;
  min_purchase: Minor;
  max_discount: Minor;
  start_date: string;
  end_date: string;
  /** Orders per customer that earn it; 0 for no limit. */
  same_user_limit: number;
  status: Flag;
  created_at: Timestamp;
  /** Raised by every console save, which names the version it read. */
  version: ColumnType<number, number | undefined, number>;
  updated_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The tables the offers feature owns, by name. */
/** How many times an owner (a customer or a guest) has used a coupon. */
export interface CouponRedemptionsTable {
  coupon_id: number;
  owner: string;
  uses: number;
}

export interface OffersTables {
  coupon_redemptions: CouponRedemptionsTable;
  coupons: CouponsTable;
  cashbacks: CashbacksTable;
}
