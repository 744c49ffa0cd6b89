import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CONSOLE_STORAGE_KEYS, type ConsoleStoreApplication } from '@storefront/contract';
import { CONFIG, mockApi, operator, refusal, renderConsole, session } from '../../../test/render-console';

// Leaflet needs a layout engine that jsdom lacks: the map stands in as its label and points.
vi.mock('@storefront/ui/map/route-map', () => ({
  RouteMap: ({ label, points }: { label: string; points: { lat: number; lng: number }[] }) => <figure aria-label={label}>{points.map((p) => `${p.lat},${p.lng}`).join(' ')}</figure>,
}));

const application = (id: number, en: string, extra: Partial<ConsoleStoreApplication> = {}): ConsoleStoreApplication => ({
  id, version: 1, status: 'pending', name: { en, ar: 'بيت التمر', fr: '' }, module_id: 1, zone_id: 2, address: 'Marina Walk 3', latitude: 25.08, longitude: 55.14,
  f_name: 'Nadia', l_name: 'Saleh', email: `nadia${id}@example.com`, phone: '+971 50 555 0101',
  documents: [{ position: 0, name: 'trade licence.pdf', type: 'application/pdf', size: 2_400_000 }, { position: 1, name: 'id.png', type: 'image/png', size: 30_000 }],
  store_id: null, reviewer: null, reason: null, created_at: '2026-11-29T10:00:00Z', decided_at: null, ...extra,
});
const MODULES = { status: 200, body: [{ id: 1, module_name: 'Food', module_type: 'food' }] };
const ZONES = { status: 200, body: [{ id: 2, name: 'Dubai Marina & JLT', coordinates: [{ lat: 25.0, lng: 55.1 }, { lat: 25.1, lng: 55.1 }, { lat: 25.1, lng: 55.2 }] }] };
const page = (applications: ConsoleStoreApplication[]) => ({ status: 200, body: { total: applications.length, applications } });
const FIRST_PAGE = 'GET console/store-applications?limit=20&offset=0';

function asStaff(handlers: Parameters<typeof mockApi>[0], role: 'admin' | 'catalogue' = 'admin') {
  localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'op_session');
  return mockApi({
    'GET config': CONFIG, 'GET zone/list': ZONES, 'GET module': MODULES,
    'GET console/me': { status: 200, body: session(operator('support'), [{ role, store: null }]) }, ...handlers,
  });
}

describe('the store applications page', () => {
  it('lists applications with their state, module, zone and applicant, filters by state, and downloads a document through the API', async () => {
    const calls = asStaff({
      [FIRST_PAGE]: page([application(7, 'Date Palm Bakery'), application(3, 'Olive Tree', { status: 'rejected', reason: 'Expired licence' })]),
      'GET console/store-applications?limit=20&offset=0&state=rejected': page([application(3, 'Olive Tree', { status: 'rejected' })]),
      'GET console/store-applications/7/documents/0': { status: 200, body: 'pdf' },
    });
    const created = vi.fn(() => 'blob:document');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    renderConsole('/store-applications');
    const rows = await screen.findAllByTestId('application-row');
    expect(within(rows[0]!).getByText('Date Palm Bakery')).toBeTruthy();
    expect(within(rows[0]!).getByText('Pending')).toBeTruthy();
    await waitFor(() => expect(rows[0]!.textContent).toContain('Food · Dubai Marina & JLT · 2 documents'));
    expect(within(rows[1]!).getByText('Rejected')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Store applications' })).toBeTruthy();

    fireEvent.click(within(rows[0]!).getByRole('button'));
    const dialog = await screen.findByRole('dialog', { name: 'Date Palm Bakery' });
    expect(within(dialog).getByText('بيت التمر').getAttribute('dir')).toBe('rtl');
    expect(within(dialog).getByText('(2.3 MB)')).toBeTruthy();
    expect(within(dialog).getByRole('figure', { name: 'The store\'s place on the map' }).textContent).toBe('25.08,55.14');
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Download' })[0]!);
    await waitFor(() => expect(created).toHaveBeenCalled());
    const download = calls.find((c) => c.path === 'console/store-applications/7/documents/0')!;
    expect(download.headers.Authorization ?? download.headers.authorization).toBe('Bearer op_session');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'rejected' } });
    await waitFor(() => expect(screen.getAllByTestId('application-row')).toHaveLength(1));
  });

  it('in Arabic names the application by its Arabic name and reads a document\'s size left to right', async () => {
    localStorage.setItem(CONSOLE_STORAGE_KEYS.language, 'ar');
    const { getStoredLanguage } = await import('../../../lib/language');
    const { initI18n } = await import('../../../i18n');
    await initI18n(getStoredLanguage());
    asStaff({ [FIRST_PAGE]: page([application(7, 'Date Palm Bakery')]) });
    renderConsole('/store-applications');
    const [row] = await screen.findAllByTestId('application-row');
    fireEvent.click(within(row!).getByRole('button'));
    const dialog = await screen.findByRole('dialog', { name: 'بيت التمر' });
    // "(2.3 MB)" isolated left to right: else the right-to-left line turns it into "(MB 2.3)".
    const size = within(dialog).getByText('(2.3 MB)');
    expect(size.tagName).toBe('BDI');
    expect(size.getAttribute('dir')).toBe('ltr');
  });

  it('keeps the search field wide enough for its placeholder: on a phone the state filter wraps under it rather than squeeze it', async () => {
    asStaff({ [FIRST_PAGE]: page([application(7, 'Date Palm Bakery')]) });
    renderConsole('/store-applications');
    const search = await screen.findByRole('searchbox', { name: 'Search' });
    expect(search.getAttribute('placeholder')).toBe('Store, applicant, email or phone');
    expect(search.getAttribute('dir')).toBe('auto');
    // 20rem or the whole row: the longest placeholder (Arabic, in 14px) is about 18rem with the field's padding.
    expect(search.closest('label')!.className.split(' ')).toContain('min-w-[min(100%,20rem)]');
  });

  it('approves with the version read, and rejects only with a reason', async () => {
    const calls = asStaff({
      [FIRST_PAGE]: page([application(7, 'Date Palm Bakery'), application(8, 'Olive Tree')]),
      'POST console/store-applications/7/approve': { status: 200, body: application(7, 'Date Palm Bakery', { status: 'approved', version: 2, store_id: 40 }) },
      'POST console/store-applications/8/reject': { status: 200, body: application(8, 'Olive Tree', { status: 'rejected', version: 2, reason: 'Expired licence' }) },
    });
    renderConsole('/store-applications');
    const rows = await screen.findAllByTestId('application-row');
    fireEvent.click(within(rows[0]!).getByRole('button'));
    let dialog = await screen.findByRole('dialog', { name: 'Date Palm Bakery' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve and create the store' }));
    expect(await screen.findByText('Approved: the store is created and its owner invited by email.')).toBeTruthy();
    expect(calls.find((c) => c.path === 'console/store-applications/7/approve')?.body).toEqual({ version: 1 });
    expect(within(dialog).getByText('#40')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Reject' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    fireEvent.click(within(rows[1]!).getByRole('button'));
    dialog = await screen.findByRole('dialog', { name: 'Olive Tree' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject and send the reason' }));
    expect(await within(dialog).findByText('Write the reason the applicant will read.')).toBeTruthy();
    expect(calls.some((c) => c.path.endsWith('/reject'))).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Reason for rejecting'), { target: { value: 'Expired licence' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject and send the reason' }));
    expect(await screen.findByText('Rejected: the applicant is told the reason by email.')).toBeTruthy();
    expect(calls.find((c) => c.path === 'console/store-applications/8/reject')?.body).toEqual({ version: 1, reason: 'Expired licence' });
  });

  it('shows the application as it is now when someone else decided it meanwhile', async () => {
    asStaff({
      [FIRST_PAGE]: page([application(7, 'Date Palm Bakery')]),
      'POST console/store-applications/7/approve': {
        status: 409,
        body: { ...refusal(409, 'already_decided', 'This application has already been decided.').body as object, current: application(7, 'Date Palm Bakery', { status: 'rejected', version: 2, reason: 'Duplicate' }), changed: ['status'] },
      },
    });
    renderConsole('/store-applications');
    fireEvent.click(within((await screen.findAllByTestId('application-row'))[0]!).getByRole('button'));
    const dialog = await screen.findByRole('dialog', { name: 'Date Palm Bakery' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve and create the store' }));
    expect(await within(dialog).findByText('Someone else decided or changed this application meanwhile; it is shown as it is now.')).toBeTruthy();
    expect(within(dialog).getByText('Duplicate')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Approve and create the store' })).toBeNull();
  });

  it('is closed to those without stores.manage', async () => {
    asStaff({}, 'catalogue');
    renderConsole('/store-applications');
    expect(await screen.findByText('You may not manage the stores.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Store applications' })).toBeNull();
  });
});
