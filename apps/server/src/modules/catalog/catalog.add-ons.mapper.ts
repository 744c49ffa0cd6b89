import type { ConsoleAddOn } from '@storefront/contract';
import { toMajor, toMinor } from '../../lib/money.js';
import { textsOf, withTranslations } from '../../lib/texts.js';
import type { AddOnRow } from './catalog.add-ons.repository.js';

/** What a console save sets of an add-on (major units, a boolean), compared and audited field by field. */
export interface AddOnForm {
  name: { en: string; ar: string; fr: string };
  price: number;
  active: boolean;
}

export function toAddOnForm(row: AddOnRow): AddOnForm {
  return { name: textsOf(row.name, row.translations, 'name'), price: toMajor(row.price), active: row.status === 1 };
}

export function toConsoleAddOn(row: AddOnRow): ConsoleAddOn {
  return { id: row.id, version: row.version, ...toAddOnForm(row), items_count: Number(row.items_count ?? 0) };
}

/** The add_ons columns of a form: Arabic and French names in translations (the empty ones left out, other keys kept). */
export function addOnColumns(form: AddOnForm, previousTranslations: string | null) {
  return { name: form.name.en, translations: withTranslations(previousTranslations, { name: form.name }), price: toMinor(form.price), status: form.active ? 1 : 0 };
}
