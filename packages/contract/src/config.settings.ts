import { Type, type Static } from 'typebox';
import { Texts, TextsInput } from './common.js';
import { ErrorItem } from './errors.js';

/**
 * The business settings as the console edits them: every switch, rate and text the storefront reads from
 * GET /config, in sections. Field names are those of GET /config (switches as true or false here); an error
 * of a save names the field as `<section>.<field>`, as does the list of fields changed since a version.
 */

export const MAINTENANCE_MESSAGE_MAX = 500;
export const SERVICE_FEE_NAME_MAX = 60;
export const OFFLINE_METHODS_MAX = 10;
/** The inputs of an offline method: what the business shows, and what the customer fills in. */
export const OFFLINE_ROWS_MAX = 10;

const Money = (description: string) => Type.Number({ minimum: 0, maximum: 1_000_000, description });
const Percent = (description: string) => Type.Number({ minimum: 0, maximum: 100, description });

/** Which second way to pay may cover what the wallet does not: cash on delivery, digital payment, offline payment or any. */
export const PartialPaymentMethod = Type.Union([
  Type.Literal('cod'), Type.Literal('digital_payment'), Type.Literal('offline_payment'), Type.Literal('both'),
]);

/** A way to pay outside the app: what the business shows (its bank account) and what the customer fills in. */
export const OfflineMethodSetting = Type.Object({
  /** null for a new method. */
  id: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  name: Type.String({ minLength: 1, maxLength: 80, pattern: '\\S' }),
  on: Type.Boolean(),
  /** Shown to the customer: a label and its value ("IBAN": "AE07 …"). */
  information: Type.Array(Type.Object({
    label: Type.String({ minLength: 1, maxLength: 60, pattern: '\\S' }),
    value: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
  }), { maxItems: OFFLINE_ROWS_MAX }),
  /** Asked of the customer: the key the order keeps it under, the label shown in the box, and whether it must be filled in. */
  fields: Type.Array(Type.Object({
    name: Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z][a-z0-9_]*$' }),
    placeholder: Type.String({ minLength: 1, maxLength: 80, pattern: '\\S' }),
    required: Type.Boolean(),
  }), { minItems: 1, maxItems: OFFLINE_ROWS_MAX }),
});
export type OfflineMethodSetting = Static<typeof OfflineMethodSetting>;

export const PaymentSettings = Type.Object({
  cash_on_delivery: Type.Boolean(),
  /** Card payments through the server's gateway (offered only where the gateway takes real payments). */
  digital_payment: Type.Boolean(),
  offline_payment_status: Type.Boolean(),
  /** The wallet pays part and another way the rest (needs the wallet on). */
  partial_payment_status: Type.Boolean(),
  partial_payment_method: PartialPaymentMethod,
  offline_methods: Type.Array(OfflineMethodSetting, { maxItems: OFFLINE_METHODS_MAX }),
});

export const CheckoutSettings = Type.Object({
  guest_checkout_status: Type.Boolean(),
  /** A new customer confirms the phone with a texted code before signing in. */
  customer_verification: Type.Boolean(),
  /** The courier takes a 4-digit code from the customer to deliver. */
  order_delivery_verification: Type.Boolean(),
});

export const WalletSettings = Type.Object({
  /** The wallet: paying with it, cashback and refunds into it. */
  customer_wallet_status: Type.Boolean(),
  /** Adding money to the wallet through the payment gateway. */
  add_fund_status: Type.Boolean(),
});

export const LoyaltySettings = Type.Object({
  loyalty_point_status: Type.Boolean(),
  /** How many points are worth one unit of money: above 0. */
  loyalty_point_exchange_rate: Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000 }),
  loyalty_point_minimum_point: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
  loyalty_point_item_purchase_point: Percent('Percent of a delivered order earned back as points.'),
});

export const ReferralSettings = Type.Object({
  ref_earning_status: Type.Boolean(),
  ref_earning_exchange_rate: Money('What the referrer earns when the new customer\'s first order is delivered.'),
  new_customer_discount_status: Type.Boolean(),
  new_customer_discount_amount_type: Type.Union([Type.Literal('percent'), Type.Literal('amount')]),
  /** A percent (0–100) or an amount, by the type. */
  new_customer_discount_amount: Type.Number({ minimum: 0, maximum: 1_000_000 }),
  new_customer_discount_validity_days: Type.Integer({ minimum: 1, maximum: 3650 }),
});

export const ChargeSettings = Type.Object({
  default_tax: Percent('Percent of a line\'s price added as tax where its item has no tax of its own.'),
  additional_charge_status: Type.Boolean(),
  additional_charge_name: Texts,
  additional_charge: Money('The service fee added to every order.'),
});

export const MapSettings = Type.Object({
  /** An https address with {z}, {x} and {y}. */
  map_tile_url: Type.String({ minLength: 1, maxLength: 300 }),
  map_attribution: Type.String({ maxLength: 500 }),
});

export const MaintenanceSettings = Type.Object({
  maintenance_mode: Type.Boolean(),
  maintenance_message: Texts,
});

/** GET /console/settings */
export const ConsoleSettings = Type.Object({
  /** Named by every save: a save of an older version is refused (409). */
  version: Type.Integer(),
  updated_at: Type.Union([Type.String(), Type.Null()]),
  payments: PaymentSettings,
  checkout: CheckoutSettings,
  wallet: WalletSettings,
  loyalty: LoyaltySettings,
  referral: ReferralSettings,
  charges: ChargeSettings,
  map: MapSettings,
  maintenance: MaintenanceSettings,
});
export type ConsoleSettings = Static<typeof ConsoleSettings>;
export const SETTINGS_SECTIONS = ['payments', 'checkout', 'wallet', 'loyalty', 'referral', 'charges', 'map', 'maintenance'] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

/** A save: the version read and any of the sections, each whole; a section left out stays as it is. */
export const ConsoleSettingsUpdate = Type.Object({
  version: Type.Integer({ minimum: 1 }),
  payments: Type.Optional(PaymentSettings),
  checkout: Type.Optional(CheckoutSettings),
  wallet: Type.Optional(WalletSettings),
  loyalty: Type.Optional(LoyaltySettings),
  referral: Type.Optional(ReferralSettings),
  charges: Type.Optional(Type.Interface([Type.Omit(ChargeSettings, ['additional_charge_name'])], { additional_charge_name: TextsInput(SERVICE_FEE_NAME_MAX) })),
  map: Type.Optional(MapSettings),
  maintenance: Type.Optional(Type.Object({
    maintenance_mode: Type.Boolean(),
    maintenance_message: Type.Object({
      en: Type.String({ maxLength: MAINTENANCE_MESSAGE_MAX }),
      ar: Type.Optional(Type.String({ maxLength: MAINTENANCE_MESSAGE_MAX })),
      fr: Type.Optional(Type.String({ maxLength: MAINTENANCE_MESSAGE_MAX })),
    }),
  })),
});
export type ConsoleSettingsUpdate = Static<typeof ConsoleSettingsUpdate>;

/** A refused save (409): the settings as they are now and the fields (`<section>.<field>`) changed since the version the save named. */
export const ConsoleSettingsConflict = Type.Object({ errors: Type.Array(ErrorItem), current: ConsoleSettings, changed: Type.Array(Type.String()) });
export type ConsoleSettingsConflict = Static<typeof ConsoleSettingsConflict>;
