import { Type, type Static } from 'typebox';
import { Texts, TextsInput } from './common.js';
import { ErrorItem } from './errors.js';

/** The longest campaign or flash sale title, and description, in any language. */
export const CAMPAIGN_TITLE_MAX = 120;
export const CAMPAIGN_DESCRIPTION_MAX = 500;
/** The highest price or amount a campaign names, in major units. */
export const CAMPAIGN_AMOUNT_MAX = 1_000_000;

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'a day of the business calendar, YYYY-MM-DD' });
const DailyTime = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', description: 'HH:mm on the stores\' wall clock; equal ends are all day, an end before the start runs past midnight' });
const DiscountType = Type.Union([Type.Literal('percent'), Type.Literal('amount')]);
const Amount = Type.Number({ minimum: 0, maximum: CAMPAIGN_AMOUNT_MAX });
const Page = { limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 })), offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })) };
const DescriptionInput = Type.Object({
  en: Type.String({ maxLength: CAMPAIGN_DESCRIPTION_MAX }),
  ar: Type.Optional(Type.String({ maxLength: CAMPAIGN_DESCRIPTION_MAX })),
  fr: Type.Optional(Type.String({ maxLength: CAMPAIGN_DESCRIPTION_MAX })),
});

/** Where a campaign or flash sale stands now: off, not started yet, running, or past its end. */
export const CampaignState = Type.Union([Type.Literal('off'), Type.Literal('scheduled'), Type.Literal('running'), Type.Literal('expired')]);
export type CampaignState = Static<typeof CampaignState>;

/** A list's filters: module, part of the title in any language, state now, and the page. */
export const ConsoleCampaignQuery = Type.Object({
  module_id: Type.Optional(Type.Integer({ minimum: 1 })),
  search: Type.Optional(Type.String({ maxLength: 60 })),
  state: Type.Optional(CampaignState),
  ...Page,
});
export type ConsoleCampaignQuery = Static<typeof ConsoleCampaignQuery>;

const days = { start_date: Type.String(), end_date: Type.String(), start_time: Type.String(), end_time: Type.String() };

/** A basic campaign as the console edits it: stores of its module join it; dates and daily times on the stores' calendar. */
export const ConsoleBasicCampaign = Type.Object({
  id: Type.Integer(),
  /** Named by every save: a save of an older version is refused (409). */
  version: Type.Integer(),
  title: Texts,
  description: Texts,
  image_full_url: Type.Union([Type.String(), Type.Null()]),
  module_id: Type.Integer(),
  ...days,
  store_ids: Type.Array(Type.Integer()),
  on: Type.Boolean(),
  state: CampaignState,
  created_at: Type.String(),
});
export type ConsoleBasicCampaign = Static<typeof ConsoleBasicCampaign>;
export const ConsoleBasicCampaignPage = Type.Object({ total: Type.Integer(), campaigns: Type.Array(ConsoleBasicCampaign) });
export type ConsoleBasicCampaignPage = Static<typeof ConsoleBasicCampaignPage>;

const dayFields = { start_date: Day, end_date: Day, start_time: Type.Optional(DailyTime), end_time: Type.Optional(DailyTime) };

export const ConsoleBasicCampaignCreate = Type.Object({
  title: TextsInput(CAMPAIGN_TITLE_MAX),
  description: Type.Optional(DescriptionInput),
  module_id: Type.Integer({ minimum: 1 }),
  ...dayFields,
  store_ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 500 })),
  on: Type.Optional(Type.Boolean()),
});
export type ConsoleBasicCampaignCreate = Static<typeof ConsoleBasicCampaignCreate>;
/** A save: the version read, and the fields to change (those left out stay; store_ids, when sent, is the whole list). */
export const ConsoleBasicCampaignUpdate = Type.Interface([Type.Partial(ConsoleBasicCampaignCreate)], { version: Type.Integer({ minimum: 1 }) });
export type ConsoleBasicCampaignUpdate = Static<typeof ConsoleBasicCampaignUpdate>;
export const ConsoleBasicCampaignImage = Type.Object({
  version: Type.Integer({ minimum: 1 }),
  image: Type.Unknown({ description: 'a JPG, PNG or GIF file, at most 2 MB; kept as a WebP at most 1600 px wide' }),
});
export type ConsoleBasicCampaignImage = Static<typeof ConsoleBasicCampaignImage>;
export const ConsoleBasicCampaignConflict = Type.Object({ errors: Type.Array(ErrorItem), current: ConsoleBasicCampaign, changed: Type.Array(Type.String()) });
export type ConsoleBasicCampaignConflict = Static<typeof ConsoleBasicCampaignConflict>;

/** An item sold at a campaign price (and the campaign's own discount on it) between dates, within daily times. */
export const ConsoleItemCampaign = Type.Object({
  id: Type.Integer(),
  version: Type.Integer(),
  title: Texts,
  item_id: Type.Integer(),
  item_name: Type.String(),
  /** The item's own price now, major units. */
  item_price: Type.Number(),
  /** Copied from the item's store. */
  store_id: Type.Integer(),
  store_name: Type.String(),
  module_id: Type.Integer(),
  zone_id: Type.Integer(),
  /** The campaign price (major units), at most the item's price. */
  price: Type.Number(),
  /** A percentage for percent, an amount (major units) for amount; 0 for none. */
  discount: Type.Number(),
  discount_type: DiscountType,
  ...days,
  on: Type.Boolean(),
  state: CampaignState,
  created_at: Type.String(),
});
export type ConsoleItemCampaign = Static<typeof ConsoleItemCampaign>;
export const ConsoleItemCampaignPage = Type.Object({ total: Type.Integer(), campaigns: Type.Array(ConsoleItemCampaign) });
export type ConsoleItemCampaignPage = Static<typeof ConsoleItemCampaignPage>;

export const ConsoleItemCampaignCreate = Type.Object({
  title: TextsInput(CAMPAIGN_TITLE_MAX),
  item_id: Type.Integer({ minimum: 1 }),
  price: Type.Number({ exclusiveMinimum: 0, maximum: CAMPAIGN_AMOUNT_MAX }),
  discount: Type.Optional(Amount),
  discount_type: Type.Optional(DiscountType),
  ...dayFields,
  on: Type.Optional(Type.Boolean()),
});
export type ConsoleItemCampaignCreate = Static<typeof ConsoleItemCampaignCreate>;
export const ConsoleItemCampaignUpdate = Type.Interface([Type.Partial(ConsoleItemCampaignCreate)], { version: Type.Integer({ minimum: 1 }) });
export type ConsoleItemCampaignUpdate = Static<typeof ConsoleItemCampaignUpdate>;
export const ConsoleItemCampaignConflict = Type.Object({ errors: Type.Array(ErrorItem), current: ConsoleItemCampaign, changed: Type.Array(Type.String()) });
export type ConsoleItemCampaignConflict = Static<typeof ConsoleItemCampaignConflict>;

export const CampaignParams = Type.Object({ campaignId: Type.Integer({ minimum: 1 }) });
export type CampaignParams = Static<typeof CampaignParams>;

/** What a campaign may name: a module's stores, or its items, by part of the name. */
export const CampaignChoiceQuery = Type.Object({
  module_id: Type.Integer({ minimum: 1 }),
  search: Type.Optional(Type.String({ maxLength: 60 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
});
export type CampaignChoiceQuery = Static<typeof CampaignChoiceQuery>;
export const CampaignStoreChoice = Type.Object({ id: Type.Integer(), name: Type.String() });
export const CampaignItemChoice = Type.Object({ id: Type.Integer(), name: Type.String(), price: Type.Number(), store_name: Type.String() });
export type CampaignItemChoice = Static<typeof CampaignItemChoice>;
export const CampaignStoreChoices = Type.Array(CampaignStoreChoice);
export type CampaignStoreChoices = Static<typeof CampaignStoreChoices>;
export const CampaignItemChoices = Type.Array(CampaignItemChoice);
export type CampaignItemChoices = Static<typeof CampaignItemChoices>;

/** A flash sale line: its item, the flash price (major units, from the discount on the item's price), its stock and what sold. */
export const ConsoleFlashSaleLine = Type.Object({
  id: Type.Integer(),
  item_id: Type.Integer(),
  item_name: Type.String(),
  item_price: Type.Number(),
  price: Type.Number(),
  discount: Type.Number(),
  discount_type: DiscountType,
  stock: Type.Integer(),
  /** Taken by orders; written only as orders are placed and cancelled. */
  sold: Type.Integer(),
  on: Type.Boolean(),
});
export type ConsoleFlashSaleLine = Static<typeof ConsoleFlashSaleLine>;

/** A flash sale as the console edits it; its moments are instants (ISO 8601). */
export const ConsoleFlashSale = Type.Object({
  id: Type.Integer(),
  version: Type.Integer(),
  title: Texts,
  module_id: Type.Integer(),
  start_date: Type.String(),
  end_date: Type.String(),
  on: Type.Boolean(),
  state: CampaignState,
  lines: Type.Array(ConsoleFlashSaleLine),
  created_at: Type.String(),
});
export type ConsoleFlashSale = Static<typeof ConsoleFlashSale>;
export const ConsoleFlashSalePage = Type.Object({ total: Type.Integer(), flash_sales: Type.Array(ConsoleFlashSale) });
export type ConsoleFlashSalePage = Static<typeof ConsoleFlashSalePage>;

const Moment = Type.String({ format: 'date-time', description: 'an instant, ISO 8601 with its offset' });
export const ConsoleFlashSaleCreate = Type.Object({
  title: TextsInput(CAMPAIGN_TITLE_MAX),
  module_id: Type.Integer({ minimum: 1 }),
  start_date: Moment,
  end_date: Moment,
  on: Type.Optional(Type.Boolean()),
});
export type ConsoleFlashSaleCreate = Static<typeof ConsoleFlashSaleCreate>;
export const ConsoleFlashSaleUpdate = Type.Interface([Type.Partial(ConsoleFlashSaleCreate)], { version: Type.Integer({ minimum: 1 }) });
export type ConsoleFlashSaleUpdate = Static<typeof ConsoleFlashSaleUpdate>;
export const ConsoleFlashSaleConflict = Type.Object({ errors: Type.Array(ErrorItem), current: ConsoleFlashSale, changed: Type.Array(Type.String()) });
export type ConsoleFlashSaleConflict = Static<typeof ConsoleFlashSaleConflict>;

/** A line added or changed (its item in the path): it names the sale's version read, as every change of the sale does. */
export const ConsoleFlashSaleLineSave = Type.Object({
  version: Type.Integer({ minimum: 1 }),
  discount: Amount,
  discount_type: DiscountType,
  stock: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  on: Type.Optional(Type.Boolean()),
});
export type ConsoleFlashSaleLineSave = Static<typeof ConsoleFlashSaleLineSave>;
/** A line taken out of the sale, naming the sale's version read. */
export const ConsoleFlashSaleLineRemove = Type.Object({ version: Type.Integer({ minimum: 1 }) });
export type ConsoleFlashSaleLineRemove = Static<typeof ConsoleFlashSaleLineRemove>;

export const FlashSaleParams = Type.Object({ flashSaleId: Type.Integer({ minimum: 1 }) });
export type FlashSaleParams = Static<typeof FlashSaleParams>;
export const FlashSaleLineParams = Type.Object({ flashSaleId: Type.Integer({ minimum: 1 }), itemId: Type.Integer({ minimum: 1 }) });
export type FlashSaleLineParams = Static<typeof FlashSaleLineParams>;
