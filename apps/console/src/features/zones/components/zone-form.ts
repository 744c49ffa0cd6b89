import {
  outlineCrossesItself, outlinesOverlap, type ConsoleZone, type ConsoleZoneCreate, type ConsoleZoneModule, type ConsoleZoneUpdate, type Texts,
} from '@storefront/contract';
import { changedKeys, trimmed } from '../../../lib/texts';
import type { Ring } from './zone-map-props';

export interface ModuleRates { serves: boolean; perKm: string; minimum: string; maximum: string; ceiling: string }

export interface ZoneForm {
  name: Texts;
  outline: Ring | null;
  on: boolean;
  cashOnDelivery: boolean;
  digitalPayment: boolean;
  offlinePayment: boolean;
  extraOn: boolean;
  extraPercent: string;
  reason: Texts;
  /** By module id: whether it delivers here, and its rates as typed. */
  modules: Record<number, ModuleRates>;
}

const EMPTY: Texts = { en: '', ar: '', fr: '' };
export const NO_RATES: ModuleRates = { serves: false, perKm: '0', minimum: '0', maximum: '', ceiling: '' };

const ratesOf = (m: ConsoleZoneModule): ModuleRates => ({
  serves: m.on, perKm: String(m.per_km_charge), minimum: String(m.minimum_charge), maximum: m.maximum_charge === null ? '' : String(m.maximum_charge),
  ceiling: m.cash_ceiling === null ? '' : String(m.cash_ceiling),
});

export const formOf = (z: ConsoleZone | null): ZoneForm => (z
  ? {
    name: { ...z.name }, outline: z.outline, on: z.on, cashOnDelivery: z.cash_on_delivery, digitalPayment: z.digital_payment, offlinePayment: z.offline_payment,
    extraOn: z.extra_charge_on, extraPercent: String(z.extra_charge_percent), reason: { ...z.extra_charge_reason },
    modules: Object.fromEntries(z.modules.map((m) => [m.module_id, ratesOf(m)])),
  }
  : {
    name: { ...EMPTY }, outline: null, on: true, cashOnDelivery: true, digitalPayment: true, offlinePayment: true, extraOn: false, extraPercent: '0',
    reason: { ...EMPTY }, modules: {},
  });

/** The form as the API takes it, or the fields' own problems by field path (the server's codes where it has them). */
export function readForm(form: ZoneForm) {
  const problems: Record<string, string> = {};
  const name = trimmed(form.name);
  if (!name.en) problems['name.en'] = 'required';
  if (!form.outline || form.outline.length < 3) problems.outline = 'draw';
  else if (outlineCrossesItself(form.outline)) problems.outline = 'crosses';
  const number = (value: string, field: string, optional = false) => {
    if (optional && value.trim() === '') return null;
    const n = Number(value);
    if (value.trim() === '' || !Number.isFinite(n) || n < 0) problems[field] = 'number';
    return n;
  };
  const modules: ConsoleZoneModule[] = Object.entries(form.modules).filter(([, m]) => m.serves).map(([id, m]) => {
    const field = (name: string) => `modules.${id}.${name}`;
    const rates = {
      module_id: Number(id), per_km_charge: number(m.perKm, field('per_km_charge'))!, minimum_charge: number(m.minimum, field('minimum_charge'))!,
      maximum_charge: number(m.maximum, field('maximum_charge'), true), cash_ceiling: number(m.ceiling, field('cash_ceiling'), true), on: true,
    };
    if (rates.maximum_charge !== null && rates.maximum_charge < rates.minimum_charge) problems[field('maximum_charge')] = 'below_minimum';
    return rates;
  }).sort((a, b) => a.module_id - b.module_id);
  const body: ConsoleZoneCreate = {
    name, outline: form.outline ?? [], on: form.on, cash_on_delivery: form.cashOnDelivery, digital_payment: form.digitalPayment, offline_payment: form.offlinePayment,
    extra_charge_on: form.extraOn, extra_charge_percent: number(form.extraPercent, 'extra_charge_percent')!, extra_charge_reason: trimmed(form.reason), modules,
  };
  return { problems, body };
}

export const changesOf = (base: ConsoleZone, form: ZoneForm): ConsoleZoneUpdate =>
  ({ version: base.version, ...changedKeys(readForm(form).body, readForm(formOf(base)).body) });

/** The other zones the outline crosses in part: a warning, since a point in both takes the smaller zone's terms. */
export const overlapping = <Z extends { id: number; outline: Ring }>(outline: Ring | null, zones: readonly Z[], self: number | null): Z[] =>
  (outline && outline.length >= 3 ? zones.filter((z) => z.id !== self && outlinesOverlap(outline, z.outline)) : []);
