import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CONSOLE_STORAGE_KEYS, type ConsoleZone, type ConsoleZoneSummary } from '@storefront/contract';
import { mockApi, operator, refusal, renderConsole, session, ZONES } from '../test/render-console';
import type { ZoneMapProps } from '../features/zones/components/zone-map-props';

// The map stands in as buttons that draw a given outline, as the drawing tools would hand it over.
vi.mock('../features/zones/components/zone-map', () => ({
  ZoneMap: ({ zones, onOutline, onSelect, label }: ZoneMapProps) => (
    <div role="region" aria-label={label}>
      {zones.map((z) => <button key={z.id} type="button" onClick={() => onSelect?.(z.id)}>{`map ${z.name}`}</button>)}
      {onOutline && <>
        <button type="button" onClick={() => onOutline([[25.1, 55.1], [25.1, 55.2], [25.2, 55.2], [25.2, 55.1]])}>draw square</button>
        <button type="button" onClick={() => onOutline([[25.1, 55.1], [25.2, 55.2], [25.2, 55.1], [25.1, 55.2]])}>draw bow tie</button>
        <button type="button" onClick={() => onOutline([[25.15, 55.15], [25.15, 55.4], [25.4, 55.4], [25.4, 55.15]])}>draw across</button>
      </>}
    </div>
  ),
}));

const summary = (id: number, en: string, extra: Partial<ConsoleZoneSummary> = {}): ConsoleZoneSummary => ({
  id, name: { en, ar: '', fr: '' }, outline: [[25.3, 55.3], [25.3, 55.5], [25.5, 55.5], [25.5, 55.3]], on: true, modules_on: 2, created_at: '2026-11-01T00:00:00Z', ...extra,
});
const zone = (extra: Partial<ConsoleZone> = {}): ConsoleZone => ({
  ...summary(7, 'Marina'), version: 3, cash_on_delivery: true, digital_payment: true, offline_payment: false, extra_charge_on: false, extra_charge_percent: 0,
  extra_charge_reason: { en: '', ar: '', fr: '' }, modules: [{ module_id: 2, per_km_charge: 1, minimum_charge: 5, maximum_charge: null, cash_ceiling: 500, on: true }],
  overlaps: [], inside: [], ...extra,
});
const MODULES = { status: 200, body: [{ id: 2, module_name: 'Grocery', module_type: 'grocery' }, { id: 5, module_name: 'Parcel', module_type: 'parcel' }] };

function asStaff(handlers: Parameters<typeof mockApi>[0], role: 'operations' | 'support' = 'operations') {
  localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'op_session');
  return mockApi({
    'GET config': { status: 200, body: { business_name: 'Souqly', map_tile_url: '', map_attribution: '' } }, 'GET zone/list': ZONES, 'GET module': MODULES,
    'GET console/me': { status: 200, body: session(operator('support'), [{ role, store: null }]) },
    'GET console/zones': { status: 200, body: { total: 2, zones: [summary(1, 'Dubai'), summary(4, 'Sharjah', { on: false, modules_on: 0 })] } }, ...handlers,
  });
}

describe('the zones pages', { timeout: 20_000 }, () => {
  it('lists every zone beside the map, and a click on the map opens one', async () => {
    asStaff({ 'GET console/zones/4': { status: 200, body: zone({ id: 4, name: { en: 'Sharjah', ar: '', fr: '' } }) } });
    renderConsole('/zones');
    const rows = await screen.findAllByTestId('zone-row');
    expect(rows.map((r) => r.textContent)).toEqual(['Dubai2 modules deliver · 4 cornersOn', 'Sharjah0 modules deliver · 4 cornersOff']);
    fireEvent.click(screen.getByRole('button', { name: 'map Sharjah' }));
    expect(await screen.findByRole('heading', { name: 'Zone: Sharjah' })).toBeTruthy();
  });

  it('draws a new zone: refuses an outline that crosses itself, warns of an overlap, and sends the zone with its module rates', async () => {
    const calls = asStaff({ 'POST console/zones': { status: 200, body: zone({ id: 9 }) } });
    renderConsole('/zones/new');
    fireEvent.change(await screen.findByLabelText('Name (English)'), { target: { value: 'Al Barsha' } });
    fireEvent.click(screen.getByRole('button', { name: 'draw bow tie' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create zone' }));
    expect(await screen.findByText('The outline crosses itself. Redraw it so that no two sides cross.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'draw across' }));
    expect((await screen.findByTestId('zone-overlaps')).textContent).toContain('partly overlaps Dubai');
    fireEvent.click(screen.getByRole('button', { name: 'draw square' }));
    expect(screen.queryByTestId('zone-overlaps')).toBeNull();
    const grocery = (await screen.findAllByTestId('zone-module'))[0]!;
    fireEvent.click(within(grocery).getByRole('switch', { name: 'Grocery delivers here' }));
    fireEvent.change(within(grocery).getByLabelText('Charge per km'), { target: { value: '2.5' } });
    fireEvent.change(within(grocery).getByLabelText('Minimum charge'), { target: { value: '9' } });
    fireEvent.change(within(grocery).getByLabelText('Maximum charge'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create zone' }));
    expect(await within(grocery).findByText('The maximum is below the minimum.')).toBeTruthy();
    fireEvent.change(within(grocery).getByLabelText('Maximum charge'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create zone' }));
    expect(await screen.findByText('Zone created')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: { en: 'Al Barsha', ar: '', fr: '' }, outline: [[25.1, 55.1], [25.1, 55.2], [25.2, 55.2], [25.2, 55.1]], on: true, cash_on_delivery: true, digital_payment: true,
      offline_payment: true, extra_charge_on: false, extra_charge_percent: 0, extra_charge_reason: { en: '', ar: '', fr: '' },
      modules: [{ module_id: 2, per_km_charge: 2.5, minimum_charge: 9, maximum_charge: null, cash_ceiling: null, on: true }],
    });
  });

  it('saves only what changed with the version read, and shows the server\'s refusal', async () => {
    let answer = refusal(400, 'outline', 'The outline crosses itself. Redraw it so that no two sides cross.');
    const calls = asStaff({ 'GET console/zones/7': { status: 200, body: zone() }, 'PUT console/zones/7': () => answer });
    renderConsole('/zones/7');
    const grocery = (await screen.findAllByTestId('zone-module'))[0]!;
    fireEvent.change(within(grocery).getByLabelText('Minimum charge'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save zone' }));
    expect((await screen.findAllByText('The outline crosses itself. Redraw it so that no two sides cross.')).length).toBeGreaterThan(0);
    answer = { status: 200, body: zone({ version: 4 }) };
    fireEvent.click(screen.getByRole('button', { name: 'Save zone' }));
    expect(await screen.findByText('Zone saved')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({
      version: 3, modules: [{ module_id: 2, per_km_charge: 1, minimum_charge: 12, maximum_charge: null, cash_ceiling: 500, on: true }],
    });
  });

  it('shows support the zones without the means to change them', async () => {
    asStaff({ 'GET console/zones/7': { status: 200, body: zone() } }, 'support');
    renderConsole('/zones/7');
    expect(await screen.findByRole('heading', { name: 'Zone: Marina' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save zone' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Draw a zone' })).toBeNull();
  });
});
