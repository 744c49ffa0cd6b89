import type { ConsoleAddOn, ConsoleAddOnNames } from '@storefront/contract';
import { parseJson } from '../../lib/json.js';
import { toMajor, toMinor } from '../../lib/money.js';
import type { AddOnRow } from './catalog.add-ons.repository.js';

type Texts = Record<string, Record<string, string> | undefined>;

/** What a console save sets of an add-on (major units, a boolean), compared and audited field by field. */
export interface AddOnForm {
  name: { en: string; ar: string; fr: string };
  price: number;
  active: boolean;
}

export function toAddOnForm(row: AddOnRow): AddOnForm {
  const texts = parseJson<Texts>(row.translations, {});
  return { name: { en: row.name, ar: texts.ar?.name ?? '', fr: texts.fr?.name ?? '' }, price: toMajor(row.price), active: row.status === 1 };
}

export function toConsoleAddOn(row: AddOnRow): ConsoleAddOn {
  return { id: row.id, version: row.version, ...toAddOnForm(row), items_count: Number(row.items_count ?? 0) };
}

/** Names as sent laid over `current` (a language left out keeps its name), trimmed. */
export function namesOf(sent: ConsoleAddOnNames, current: AddOnForm['name'] = { en: '', ar: '', fr: '' }): AddOnForm['name'] {
  return { en: sent.en.trim(), ar: (sent.ar ?? current.ar).trim(), fr: (sent.fr ?? current.fr).trim() };
}

/** The add_ons columns of a form: Arabic and French names in translations (the empty ones left out, other keys kept). */
export function addOnColumns(form: AddOnForm, previousTranslations: string | null) {
  const texts = parseJson<Texts>(previousTranslations, {});
  for (const lang of ['ar', 'fr'] as const) {
    const own = { ...texts[lang] };
    delete own.name;
    if (form.name[lang]) own.name = form.name[lang];
    if (Object.keys(own).length > 0) texts[lang] = own;
    else delete texts[lang];
  }
  return { name: form.name.en, translations: JSON.stringify(texts), price: toMinor(form.price), status: form.active ? 1 : 0 };
}
