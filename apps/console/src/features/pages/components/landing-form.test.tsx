import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSOLE_STORAGE_KEYS, LANDING_TEXT_FIELDS, type ConsoleLanding } from '@storefront/contract';
import { mockApi, operator, renderConsole, session } from '../../../test/render-console';

const empty = { en: '', ar: '', fr: '' };
const LANDING: ConsoleLanding = {
  version: 3, updated_at: null,
  texts: { ...Object.fromEntries(LANDING_TEXT_FIELDS.map((f) => [f, { ...empty }])), fixed_header_title: { en: 'Delivered fast', ar: '', fr: 'Livré vite' } } as ConsoleLanding['texts'],
  playstore: { on: true, url: 'https://play.example/app' }, apple_store: { on: false, url: '' }, zones_on: true,
  header_banner_full_url: 'http://storefront.test/storage/landing/header.webp', promotional_banner_full_url: '',
  promotion_banners: [
    { image: 'landing/a.webp', image_full_url: 'http://storefront.test/storage/landing/a.webp', title: { en: 'First', ar: '', fr: '' }, sub_title: { ...empty } },
    { image: 'landing/b.webp', image_full_url: 'http://storefront.test/storage/landing/b.webp', title: { en: 'Second', ar: '', fr: '' }, sub_title: { ...empty } },
  ],
};

function asStaff(handlers: Parameters<typeof mockApi>[0], role: 'admin' | 'catalogue' | 'support' = 'admin') {
  localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'op_session');
  return mockApi({
    'GET config': { status: 200, body: { business_name: 'Souqly' } },
    'GET console/me': { status: 200, body: session(operator('support'), [{ role, store: null }]) }, ...handlers,
  });
}

async function openLanding() {
  renderConsole('/pages');
  fireEvent.click(await screen.findByRole('tab', { name: 'Landing page' }));
  return screen.findByRole('region', { name: 'Header' });
}

describe('the landing page tab', () => {
  it('edits texts per language (Arabic right to left), previews the header in a language, reorders and removes banners, and saves', async () => {
    const calls = asStaff({ 'GET console/landing': { status: 200, body: LANDING }, 'PUT console/landing': { status: 200, body: { ...LANDING, version: 4 } } });
    const header = await openLanding();
    const arabic = within(header).getByLabelText('Title (Arabic)');
    expect(arabic.getAttribute('dir')).toBe('rtl');
    fireEvent.change(arabic, { target: { value: 'توصيل سريع' } });
    const preview = screen.getByTestId('landing-preview');
    fireEvent.click(within(screen.getByRole('region', { name: 'Preview' })).getByRole('button', { name: 'Arabic' }));
    expect(preview.getAttribute('dir')).toBe('rtl');
    expect(within(preview).getByText('توصيل سريع')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('region', { name: 'Preview' })).getByRole('button', { name: 'French' }));
    expect(within(preview).getByText('Livré vite')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the storefront\'s landing page' }).getAttribute('href')).toBe('/?lang=fr');

    const banners = screen.getAllByTestId('landing-banner');
    fireEvent.click(within(banners[1]!).getByRole('button', { name: 'Move up' }));
    fireEvent.click(within(screen.getAllByTestId('landing-banner')[1]!).getByRole('button', { name: 'Remove' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Show the zones we deliver to' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Landing page saved')).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT')?.body as Record<string, unknown>;
    expect(put).not.toHaveProperty('header_banner');
    expect(put).toMatchObject({
      version: 3, zones_on: false, playstore: { on: true, url: 'https://play.example/app' },
      texts: { fixed_header_title: { en: 'Delivered fast', ar: 'توصيل سريع', fr: 'Livré vite' } },
      promotion_banners: [{ image: 'landing/b.webp', title: { en: 'Second', ar: '', fr: '' } }],
    });
  });

  it('refuses an http store link and Arabic without English before sending; shows a 409\'s changed fields', async () => {
    const calls = asStaff({
      'GET console/landing': { status: 200, body: LANDING },
      'PUT console/landing': { status: 409, body: { errors: [{ code: 'stale_version', message: 'Changed' }], current: { ...LANDING, version: 4 }, changed: ['fixed_header_title'] } },
    });
    await openLanding();
    fireEvent.change(screen.getByLabelText('Google Play'), { target: { value: 'http://play.example/app' } });
    fireEvent.change(screen.getByLabelText('Modules title (Arabic)'), { target: { value: 'الأقسام' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter an address starting with https://')).toBeTruthy();
    expect(screen.getByText('Give the English text first.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.change(screen.getByLabelText('Google Play'), { target: { value: 'https://play.example/new' } });
    fireEvent.change(screen.getByLabelText('Modules title (Arabic)'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const notice = (await screen.findByText('Someone else changed the landing page')).closest('[role="alert"]')!;
    expect(notice.textContent).toContain('Title');
    fireEvent.click(within(notice as HTMLElement).getByRole('button', { name: 'Load their version' }));
    await waitFor(() => expect(screen.queryByText('Someone else changed the landing page')).toBeNull());
    expect((screen.getByLabelText('Google Play') as HTMLInputElement).value).toBe('https://play.example/app');
  });

  it('uploads a new promotion banner picture with the version read, only while nothing is unsaved', async () => {
    const added = { ...LANDING, version: 4, promotion_banners: [...LANDING.promotion_banners, { image: 'landing/c.webp', image_full_url: 'http://storefront.test/storage/landing/c.webp', title: { ...empty }, sub_title: { ...empty } }] };
    const calls = asStaff({ 'GET console/landing': { status: 200, body: LANDING }, 'POST console/landing/pictures': { status: 200, body: added } });
    await openLanding();
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'banner.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText(/Add a promotion banner/), { target: { files: [file] } });
    await waitFor(() => expect(screen.getAllByTestId('landing-banner')).toHaveLength(3));
    const form = calls.find((c) => c.method === 'POST')?.form;
    expect(form?.get('version')).toBe('3');
    expect(form?.get('slot')).toBe('promotion_banner');
    fireEvent.change(screen.getByLabelText('Footer description (English)'), { target: { value: 'Unsaved' } });
    expect(screen.getAllByText('Save or undo your changes first: a picture is saved at once.').length).toBeGreaterThan(0);
  });

  it('removes the header\'s picture with the next save (null), and offers no removal where there is no picture', async () => {
    const calls = asStaff({ 'GET console/landing': { status: 200, body: LANDING }, 'PUT console/landing': { status: 200, body: { ...LANDING, version: 4, header_banner_full_url: '' } } });
    await openLanding();
    const header = screen.getByRole('region', { name: 'Header banner' });
    expect(within(screen.getByRole('region', { name: 'Promotional banner' })).queryByRole('button', { name: 'Remove picture' })).toBeNull();
    fireEvent.click(within(header).getByRole('button', { name: 'Remove picture' }));
    expect(within(header).queryByRole('img')).toBeNull();
    expect(within(header).getByText('No picture: the storefront shows its placeholder.')).toBeTruthy();
    expect(screen.getAllByText('Save or undo your changes first: a picture is saved at once.').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Landing page saved')).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT')?.body as Record<string, unknown>;
    expect(put).toMatchObject({ version: 3, header_banner: null });
    expect(put).not.toHaveProperty('promotional_banner');
  });

  it('is not offered to those without pages.view', async () => {
    asStaff({ 'GET console/landing': { status: 200, body: LANDING } }, 'support');
    renderConsole('/pages');
    expect(await screen.findByText('You may not see the pages.')).toBeTruthy();
  });
});
