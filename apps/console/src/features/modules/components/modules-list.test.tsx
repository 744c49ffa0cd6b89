import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSOLE_STORAGE_KEYS, type ConsoleModule } from '@storefront/contract';
import { CONFIG, mockApi, operator, refusal, renderConsole, session, ZONES } from '../../../test/render-console';

const mod = (id: number, en: string, extra: Partial<ConsoleModule> = {}): ConsoleModule => ({
  id, version: 1, module_type: 'food', name: { en, ar: '', fr: '' }, description: { en: '', ar: '', fr: '' }, on: true, position: id,
  all_zone_service: false, icon_full_url: '', thumbnail_full_url: '', zones: [{ zone_id: 1, on: true }, { zone_id: 2, on: true }], ...extra,
});

function asStaff(handlers: Parameters<typeof mockApi>[0], role: 'admin' | 'operations' | 'support' = 'admin') {
  localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'op_session');
  return mockApi({
    'GET config': CONFIG, 'GET zone/list': ZONES,
    'GET console/me': { status: 200, body: session(operator('support'), [{ role, store: null }]) }, ...handlers,
  });
}

describe('the modules page', () => {
  it('lists the modules with a switch for each zone, and switches one off in a zone', async () => {
    const calls = asStaff({
      'GET console/modules': { status: 200, body: [mod(1, 'Food', { name: { en: 'Food', ar: 'طعام', fr: 'Restauration' } }), mod(2, 'Grocery', { module_type: 'grocery', on: false })] },
      'PUT console/modules/1': { status: 200, body: mod(1, 'Food', { version: 2, zones: [{ zone_id: 1, on: true }, { zone_id: 2, on: false }] }) },
    });
    renderConsole('/modules');
    const rows = await screen.findAllByTestId('module-row');
    expect(within(rows[0]!).getByText('Food')).toBeTruthy();
    expect(within(rows[0]!).queryByText(/Not translated yet/)).toBeNull();
    expect(within(rows[1]!).getByText('Not translated yet: Arabic, French')).toBeTruthy();
    // A module that is off keeps its zones' switches, but they wait for it to be on.
    expect((within(rows[1]!).getByRole('switch', { name: 'Grocery in Dubai Marina & JLT' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Modules' })).toBeTruthy();

    fireEvent.click(within(rows[0]!).getByRole('switch', { name: 'Food in Dubai Marina & JLT' }));
    expect(await screen.findByText('Food is off in Dubai Marina & JLT: its stores there are hidden')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ version: 1, zones: [{ zone_id: 2, on: false }] });
  });

  it('names a module in Arabic (right to left) and moves it in the chooser', async () => {
    const calls = asStaff({
      'GET console/modules': { status: 200, body: [mod(3, 'Pharmacy', { module_type: 'pharmacy' })] },
      'PUT console/modules/3': { status: 200, body: mod(3, 'Pharmacy', { version: 2, position: 0, name: { en: 'Pharmacy', ar: 'صيدلية', fr: '' } }) },
    });
    renderConsole('/modules');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Pharmacy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit module' });
    const arabic = within(dialog).getByLabelText('Name (Arabic)');
    expect(arabic.getAttribute('dir')).toBe('rtl');
    fireEvent.change(arabic, { target: { value: 'صيدلية' } });
    fireEvent.change(within(dialog).getByLabelText('Place in the chooser'), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Module saved')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ version: 1, name: { en: 'Pharmacy', ar: 'صيدلية', fr: '' }, position: 0 });
  });

  it('sends a new icon alone, over the version read, when no text changed', async () => {
    const calls = asStaff({
      'GET console/modules': { status: 200, body: [mod(4, 'Shop', { module_type: 'ecommerce', version: 3 })] },
      'PUT console/modules/4/icon': { status: 200, body: mod(4, 'Shop', { module_type: 'ecommerce', version: 4, icon_full_url: '/storage/module/a.webp' }) },
    });
    renderConsole('/modules');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Shop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit module' });
    fireEvent.change(within(dialog).getByLabelText(/^Icon/), { target: { files: [new File([new Uint8Array(10)], 'shop.png', { type: 'image/png' })] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Module saved')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT' && c.path === 'console/modules/4')).toBe(false);
    const sent = calls.find((c) => c.method === 'PUT' && c.path === 'console/modules/4/icon');
    expect(sent?.form?.get('version')).toBe('3');
    expect((sent?.form?.get('image') as File).name).toBe('shop.png');
  });

  it('sends a new icon and thumbnail one after the other, each over the version the one before made', async () => {
    const calls = asStaff({
      'GET console/modules': { status: 200, body: [mod(4, 'Shop', { module_type: 'ecommerce', version: 3 })] },
      'PUT console/modules/4/icon': { status: 200, body: mod(4, 'Shop', { module_type: 'ecommerce', version: 4, icon_full_url: '/storage/module/a.webp' }) },
      'PUT console/modules/4/thumbnail': { status: 200, body: mod(4, 'Shop', { module_type: 'ecommerce', version: 5, thumbnail_full_url: '/storage/module/b.webp' }) },
    });
    renderConsole('/modules');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Shop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit module' });
    // Each picture's field speaks the console's language (not the browser's file field) and names the file chosen.
    expect(within(dialog).getAllByText('Choose a picture')).toHaveLength(2);
    expect(within(dialog).getAllByText('No picture chosen')).toHaveLength(2);
    fireEvent.change(within(dialog).getByLabelText(/^Icon/), { target: { files: [new File([new Uint8Array(10)], 'shop.png', { type: 'image/png' })] } });
    fireEvent.change(within(dialog).getByLabelText(/^Thumbnail/), { target: { files: [new File([new Uint8Array(10)], 'thumb.png', { type: 'image/png' })] } });
    expect(within(dialog).getByText('shop.png')).toBeTruthy();
    expect(within(dialog).getByText('thumb.png')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Module saved')).toBeTruthy();
    const sent = calls.filter((c) => c.method === 'PUT').map((c) => [c.path, c.form?.get('version'), (c.form?.get('image') as File).name]);
    expect(sent).toEqual([['console/modules/4/icon', '3', 'shop.png'], ['console/modules/4/thumbnail', '4', 'thumb.png']]);
  });

  it('on a stale save names the fields changed meanwhile and keeps the person\'s changes over the newer version; the server\'s problem shows under its field', async () => {
    let puts = 0;
    const calls = asStaff({
      'GET console/modules': { status: 200, body: [mod(5, 'Courier', { module_type: 'parcel', position: 5 })] },
      'PUT console/modules/5': () => {
        puts += 1;
        if (puts === 1) return { status: 409, body: { errors: [{ code: 'version_conflict', message: 'Changed' }], current: mod(5, 'Courier', { module_type: 'parcel', version: 2, position: 9, description: { en: 'Parcels', ar: '', fr: '' } }), changed: ['position', 'description'] } };
        if (puts === 2) return refusal(400, 'name.fr', 'Too long');
        return { status: 200, body: mod(5, 'Courier', { module_type: 'parcel', version: 3 }) };
      },
    });
    renderConsole('/modules');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Courier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit module' });
    fireEvent.change(within(dialog).getByLabelText('Name (French)'), { target: { value: 'Coursier' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const notice = await within(dialog).findByText('Someone else changed this module');
    expect(notice.closest('[role="alert"]')!.textContent).toContain('Place in the chooser, Description');
    expect((within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my changes' }));
    expect((within(dialog).getByLabelText('Place in the chooser') as HTMLInputElement).value).toBe('9');
    expect((within(dialog).getByLabelText('Name (French)') as HTMLInputElement).value).toBe('Coursier');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Under its field, and said as the save's failure.
    await waitFor(() => expect(within(dialog).getAllByText('Too long')).toHaveLength(2));
    expect(within(dialog).getByLabelText('Name (French)').getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Module saved')).toBeTruthy();
    const sent = calls.filter((c) => c.method === 'PUT').map((c) => c.body);
    expect(sent[0]).toEqual({ version: 1, name: { en: 'Courier', ar: '', fr: 'Coursier' } });
    expect(sent[2]).toEqual({ version: 2, name: { en: 'Courier', ar: '', fr: 'Coursier' } });
    expect(screen.queryByRole('dialog', { name: 'Edit module' })).toBeNull();
  }, 15_000);

  it('shows operations the modules without letting them switch', async () => {
    asStaff({ 'GET console/modules': { status: 200, body: [mod(1, 'Food')] } }, 'operations');
    renderConsole('/modules');
    const row = await screen.findByTestId('module-row');
    expect((within(row).getByRole('switch', { name: 'Food on' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(row).queryByRole('button', { name: 'Edit Food' })).toBeNull();
  });

  it('is closed to support', async () => {
    asStaff({}, 'support');
    renderConsole('/modules');
    expect(await screen.findByText('You may not see the modules.')).toBeTruthy();
  });
});
