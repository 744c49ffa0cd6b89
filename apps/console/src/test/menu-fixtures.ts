import { CONSOLE_STORAGE_KEYS, type ConsoleItemPage, type ConsoleItemRow } from '@storefront/contract';
import { CONFIG, mockApi, operator, session, ZONES } from './render-console';

/** The editor's choices of a grocery store: two categories, one under the other, no add-ons. */
export const CHOICES = {
  status: 200,
  body: {
    module_type: 'grocery', stock_kept: true, categories: [{ id: 5, name: 'Pantry', parent_id: null }, { id: 6, name: 'Oils', parent_id: 5 }], add_ons: [],
    units: [{ en: 'Kilogram', ar: 'كيلوغرام', fr: 'Kilogramme' }, { en: 'Bottle', ar: 'زجاجة', fr: '' }],
    attributes: [{ en: 'Colour', ar: 'اللون', fr: 'Couleur' }, { en: 'Size', ar: 'المقاس', fr: 'Taille' }],
  },
};

/** A page of the menu list holding `items`. */
export const page = (items: ConsoleItemRow[], extra: Partial<ConsoleItemPage> = {}) => ({
  status: 200,
  body: { total_size: items.length, total_exact: true, limit: 25, offset: 1, stock_kept: true, items, ...extra } satisfies ConsoleItemPage,
});

/** A manager of Green Basket (store 3), signed in, with the API answering as `extra` says besides the frame's calls. */
export function managerOfStore3(extra: Parameters<typeof mockApi>[0]) {
  localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'op_session');
  return mockApi({ 'GET config': CONFIG, 'GET zone/list': ZONES, 'GET console/me': { status: 200, body: session(operator('store')) }, 'GET console/stores/3/items/choices': CHOICES, ...extra });
}

