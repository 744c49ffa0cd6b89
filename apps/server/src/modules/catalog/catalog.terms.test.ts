import { describe, expect, it } from 'vitest';
import type { ConsoleMenuChoices } from '@storefront/contract';
import { expectEnvelope } from '../../../test/helpers.js';
import { menuApp, newItem } from '../../../test/menu.js';
import { staffSession, type StaffSession } from '../../../test/staff.js';

const w = menuApp();
let catalogue: StaffSession | undefined;
const admin = async () => (catalogue ??= await staffSession(w.t, [{ role: 'catalogue', storeId: null }]));
const auditOf = (entity: string, id: number) => w.t.db.selectFrom('audit_log').selectAll().where('entity', '=', entity).where('entity_id', '=', String(id)).orderBy('id').execute();
const choices = () => w.ok<ConsoleMenuChoices>('GET', `stores/${w.grocery.storeId}/items/choices`);

describe('units and attributes in the console', () => {
  it('creates a unit in three languages that the item editor offers; an item sold by it shows it in the visitor\'s language, and a renamed unit at once', async () => {
    const staff = await admin();
    const res = await staff.call('POST', 'units', { name: { en: 'Kilogram', ar: 'كيلوغرام', fr: 'Kilogramme' }, position: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const unit = res.json();
    expect(unit).toMatchObject({ version: 1, on: true, position: 1, name: { en: 'Kilogram', ar: 'كيلوغرام', fr: 'Kilogramme' } });
    expect((await choices()).units).toContainEqual({ en: 'Kilogram', ar: 'كيلوغرام', fr: 'Kilogramme' });
    const [entry] = await auditOf('unit', unit.id);
    expect(entry).toMatchObject({ action: 'units.create', operator_id: staff.id });

    const item = await w.ok('POST', `stores/${w.grocery.storeId}/items`, newItem(w.grocery.categoryId, 'Basmati Rice', { unit_type: 'Kilogram', stock: 5 }));
    expect(item.unit_type).toBe('Kilogram');
    const card = async (lang: string) => (await w.f.get(`items/details/${item.id}`, w.f.headers('grocery', w.f.dubai, { 'X-localization': lang }))).json().unit_type;
    expect(await card('ar')).toBe('كيلوغرام');
    expect(await card('en')).toBe('Kilogram');
    expect(await card('fr')).toBe('Kilogramme');
    expect((await staff.call('PUT', `units/${unit.id}`, { version: 1, name: { en: 'Kilogram', ar: 'كغ' } })).json().version).toBe(2);
    expect(await card('ar')).toBe('كغ');
    // Free text of an item's own stays as it is.
    const own = await w.ok('PUT', `stores/${w.grocery.storeId}/items/${item.id}`, { version: item.version, unit_type: 'Sack of 3' });
    expect(own.unit_type).toBe('Sack of 3');
    expect(await card('ar')).toBe('Sack of 3');
  });

  it('offers attributes switched on, in their order; one switched off leaves the choices', async () => {
    const staff = await admin();
    const size = (await staff.call('POST', 'attributes', { name: { en: 'Size', ar: 'المقاس' }, position: 2 })).json();
    const colour = (await staff.call('POST', 'attributes', { name: { en: 'Colour', ar: 'اللون', fr: 'Couleur' }, position: 1 })).json();
    expect((await choices()).attributes.map((a) => a.en)).toEqual(['Colour', 'Size']);
    const off = await staff.call('PUT', `attributes/${size.id}`, { version: 1, on: false });
    expect(off.json()).toMatchObject({ on: false, version: 2 });
    expect((await choices()).attributes.map((a) => a.en)).toEqual(['Colour']);
    expect((await staff.call('GET', 'attributes?on=false')).json().terms.map((a: { id: number }) => a.id)).toEqual([size.id]);
    expect((await staff.call('GET', `attributes?search=${encodeURIComponent('لون')}`)).json().terms.map((a: { id: number }) => a.id)).toEqual([colour.id]);
    // Found whatever the case and the accents, on both engines (SQLite's own lower() folds only A to Z).
    const thickness = (await staff.call('POST', 'attributes', { name: { en: 'ÉPAISSEUR', fr: 'Épaisseur' }, position: 3 })).json();
    for (const search of ['epaisseur', 'Épais', 'épaisseur', 'EPAIS']) {
      expect((await staff.call('GET', `attributes?search=${encodeURIComponent(search)}`)).json().terms.map((a: { id: number }) => a.id), search).toEqual([thickness.id]);
    }
    expect((await auditOf('attribute', size.id)).map((e) => e.action)).toEqual(['attributes.create', 'attributes.update']);

    // The editor titles an item's choices with them: the storefront offers its variations by those choices while every variation is one of their combinations.
    const shirt = await w.ok('POST', `stores/${w.grocery.storeId}/items`, newItem(w.grocery.categoryId, 'Linen Shirt', {
      choices: [{ title: 'Colour', options: ['Red', 'Sky Blue'] }],
      variations: [{ type: 'Red', price: 20, stock: 2 }, { type: 'SkyBlue', price: 21, stock: 3 }],
    }));
    expect(shirt.choices).toEqual([{ title: 'Colour', options: ['Red', 'Sky Blue'] }]);
    const card = async () => (await w.f.get(`items/details/${shirt.id}`, w.f.headers('grocery'))).json();
    expect((await card()).choice_options).toEqual([{ name: 'choice_1', title: 'Colour', options: ['Red', 'Sky Blue'] }]);
    const loose = await w.ok('PUT', `stores/${w.grocery.storeId}/items/${shirt.id}`, { version: shirt.version, variations: [{ type: 'Green', price: 20, stock: 1 }] });
    expect(loose.choices).toEqual([]);
    expect((await card()).choice_options).toEqual([]);
  });

  it('keeps an English name to one row whatever its case, refuses bad input with its field, and a stale save with the fields changed since', async () => {
    const staff = await admin();
    const box = (await staff.call('POST', 'units', { name: { en: 'Box' } })).json();
    const twice = await staff.call('POST', 'units', { name: { en: 'box' } });
    expect(twice.statusCode).toBe(400);
    expect(expectEnvelope(twice.json())).toEqual([{ code: 'name.en', message: 'Another unit already has this name.' }]);
    // An attribute may share a unit's name: they are lists of their own.
    expect((await staff.call('POST', 'attributes', { name: { en: 'Box' } })).statusCode).toBe(200);
    const pack = (await staff.call('POST', 'units', { name: { en: 'Pack' } })).json();
    const renamed = await staff.call('PUT', `units/${pack.id}`, { version: 1, name: { en: 'BOX' } });
    expect(renamed.statusCode).toBe(400);
    expect(expectEnvelope(renamed.json())[0]).toMatchObject({ code: 'name.en' });
    for (const body of [{ name: { en: '' } }, { name: { en: 'x'.repeat(41) } }, { name: { en: 'Bag' }, position: -1 }, { name: { fr: 'Sac' } }]) {
      expect((await staff.call('POST', 'units', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    await staff.call('PUT', `units/${box.id}`, { version: 1, position: 4 });
    const stale = await staff.call('PUT', `units/${box.id}`, { version: 1, on: false });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ current: { id: box.id, version: 2, position: 4, on: true }, changed: ['position'] });
  });

  it('is closed to staff without the catalogue capabilities', async () => {
    const support = await staffSession(w.t, [{ role: 'support', storeId: null }]);
    const operations = await staffSession(w.t, [{ role: 'operations', storeId: null }]);
    const before = await w.t.db.selectFrom('units').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect((await support.call('GET', 'units')).statusCode).toBe(403);
    expect((await support.call('GET', 'attributes')).statusCode).toBe(403);
    expect((await operations.call('GET', 'units')).statusCode).toBe(200);
    expect((await operations.call('POST', 'units', { name: { en: 'Crate' } })).statusCode).toBe(403);
    expect((await operations.call('POST', 'attributes', { name: { en: 'Flavour' } })).statusCode).toBe(403);
    const after = await w.t.db.selectFrom('units').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
