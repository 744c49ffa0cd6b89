import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSOLE_STORAGE_KEYS, type ConsoleBanner, type ConsoleBannerConflict } from '@storefront/contract';
import { CONFIG, mockApi, operator, renderConsole, session, ZONES } from '../../../test/render-console';

const banner = (id: number, en: string, extra: Partial<ConsoleBanner> = {}): ConsoleBanner => ({
  id, version: 1, title: { en, ar: '', fr: '' }, short_description: { en: '', ar: '', fr: '' }, type: 'default', module_id: 1, zone_id: 1,
  store_id: null, item_id: null, featured: false, on: true, image_full_url: '/storage/banner/a.png', created_at: '2026-11-29T10:00:00Z', ...extra,
});
const MODULES = { status: 200, body: [{ id: 1, module_name: 'Food', module_type: 'food' }, { id: 2, module_name: 'Grocery', module_type: 'grocery' }] };
const page = (banners: ConsoleBanner[]) => ({ status: 200, body: { total: banners.length, banners } });

function asAdmin(handlers: Parameters<typeof mockApi>[0], role: 'admin' | 'support' = 'admin') {
  localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'op_session');
  return mockApi({
    'GET config': CONFIG, 'GET zone/list': ZONES, 'GET module': MODULES,
    'GET console/me': { status: 200, body: session(operator('support'), [{ role, store: null }]) }, ...handlers,
  });
}

describe('the home banners page', () => {
  it('lists the banners with where they show and the languages they lack, and hides one with its switch', async () => {
    const calls = asAdmin({
      'GET console/banners?limit=20&offset=0': page([banner(5, 'Weekend deals', { featured: true }), banner(4, 'Coffee hour', { title: { en: 'Coffee hour', ar: 'ساعة القهوة', fr: 'L\'heure du café' }, zone_id: 2 })]),
      'PUT console/banners/5': { status: 200, body: banner(5, 'Weekend deals', { on: false, version: 2 }) },
    });
    renderConsole('/banners');
    const rows = await screen.findAllByTestId('banner-row');
    expect(within(rows[0]!).getByText('Weekend deals')).toBeTruthy();
    expect(within(rows[0]!).getByText('Featured')).toBeTruthy();
    expect(within(rows[0]!).getByText('Not translated yet: Arabic, French')).toBeTruthy();
    expect(await within(rows[1]!).findByText('Dubai Marina & JLT')).toBeTruthy();
    expect(within(rows[1]!).queryByText(/Not translated yet/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Banners' })).toBeTruthy();

    fireEvent.click(screen.getByRole('switch', { name: 'Weekend deals shown' }));
    expect(await screen.findByText('Banner hidden')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ version: 1, on: false });
  });

  it('creates a banner with its title in three languages (Arabic right to left), English required', async () => {
    const calls = asAdmin({
      'GET console/banners?limit=20&offset=0': page([]),
      'POST console/banners': { status: 200, body: banner(9, 'Fresh bakes') },
      'PUT console/banners/9/image': { status: 200, body: banner(9, 'Fresh bakes', { version: 2, image_full_url: '/storage/banner/b.webp' }) },
    });
    renderConsole('/banners');
    expect(await screen.findByText('No banners here')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add banner' }));
    const dialog = await screen.findByRole('dialog', { name: 'New banner' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create banner' }));
    expect((await within(dialog).findAllByText('Required')).length).toBeGreaterThanOrEqual(1);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Title (English)'), { target: { value: 'Fresh bakes' } });
    const arabic = within(dialog).getByLabelText('Title (Arabic)');
    expect(arabic.getAttribute('dir')).toBe('rtl');
    fireEvent.change(arabic, { target: { value: 'مخبوزات طازجة' } });
    fireEvent.change(within(dialog).getByLabelText('Module'), { target: { value: '1' } });
    fireEvent.change(within(dialog).getByLabelText('Zone'), { target: { value: '2' } });
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'bakes.png', { type: 'image/png' });
    fireEvent.change(within(dialog).getByLabelText(/^Picture/), { target: { files: [photo] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create banner' }));
    expect(await screen.findByText('Banner created')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: { en: 'Fresh bakes', ar: 'مخبوزات طازجة', fr: '' }, short_description: { en: '', ar: '', fr: '' }, type: 'default',
      module_id: 1, zone_id: 2, store_id: null, item_id: null, featured: false, on: true,
    });
    // The picture follows the new banner, over the version its creation made.
    const sent = calls.find((c) => c.method === 'PUT' && c.path === 'console/banners/9/image');
    expect(sent?.form?.get('version')).toBe('1');
    expect((sent?.form?.get('image') as File).name).toBe('bakes.png');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says who changed what when someone else saved the banner meanwhile, and loads their version on request', async () => {
    const current = banner(5, 'Weekend deals', { version: 3, featured: true });
    asAdmin({
      'GET console/banners?limit=20&offset=0': page([banner(5, 'Weekend deals')]),
      'PUT console/banners/5': { status: 409, body: { errors: [{ code: 'stale_version', message: 'Someone else saved a change.' }], current, changed: ['featured'] } satisfies ConsoleBannerConflict },
    });
    renderConsole('/banners');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Weekend deals' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit banner' });
    fireEvent.change(within(dialog).getByLabelText('Title (French)'), { target: { value: 'Offres du week-end' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const notice = await within(dialog).findByRole('alert');
    expect(within(notice).getByText('Someone else changed this banner')).toBeTruthy();
    expect(within(notice).getByText('Changed since you opened it: Featured.')).toBeTruthy();
    fireEvent.click(within(notice).getByRole('button', { name: 'Keep my changes' }));
    expect((within(dialog).getByLabelText('Title (French)') as HTMLInputElement).value).toBe('Offres du week-end');
    expect(within(dialog).getByRole('switch', { name: 'Featured' }).getAttribute('aria-checked')).toBe('true');
  });

  it('is closed to those without promotions.view, support among them', async () => {
    asAdmin({ 'GET console/banners?limit=20&offset=0': page([banner(5, 'Weekend deals')]) }, 'support');
    renderConsole('/banners');
    expect(await screen.findByText('You may not see the banners.')).toBeTruthy();
  });
});
