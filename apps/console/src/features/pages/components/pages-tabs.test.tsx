import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSOLE_STORAGE_KEYS, type ConsoleFaq, type ConsoleFooter, type ConsolePage } from '@storefront/contract';
import { mockApi, operator, refusal, renderConsole, session } from '../../../test/render-console';

const KEYS = ['about-us', 'terms-and-conditions', 'privacy-policy', 'refund-policy', 'cancellation-policy', 'shipping-policy'] as const;
const page = (key: ConsolePage['key'], extra: Partial<ConsolePage> = {}): ConsolePage => ({
  key, version: 1, updated_at: null, on: key === 'refund-policy' ? true : null,
  title: { en: `${key} title`, ar: '', fr: '' }, content: { en: `<p>${key} body</p>`, ar: '', fr: '' }, ...extra,
});
const LIST = { status: 200, body: { pages: KEYS.map((k) => { const { content: _c, ...summary } = page(k); return summary; }) } };
const faq = (id: number, position: number, extra: Partial<ConsoleFaq> = {}): ConsoleFaq => ({
  id, version: 1, position, on: true, updated_at: null, question: { en: `Question ${id}?`, ar: '', fr: '' }, answer: { en: `Answer ${id}.`, ar: '', fr: '' }, ...extra,
});
const FOOTER: ConsoleFooter = {
  version: 1, email: 'help@souqly.test', phone: '+971 4 000 0000', address: { en: 'Dubai', ar: 'دبي', fr: '' }, updated_at: null,
  social: [{ platform: 'facebook', url: 'https://facebook.com/souqly', on: true }],
};

function asStaff(handlers: Parameters<typeof mockApi>[0], role: 'admin' | 'catalogue' | 'support' = 'admin') {
  localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'op_session');
  return mockApi({
    'GET config': { status: 200, body: { business_name: 'Souqly' } },
    'GET console/me': { status: 200, body: session(operator('support'), [{ role, store: null }]) }, ...handlers,
  });
}

describe('the pages page', () => {
  it('edits a page per language, the Arabic title right to left and every HTML source left to right, and previews the server\'s sanitized HTML in the language\'s direction', async () => {
    const calls = asStaff({
      'GET console/pages': LIST,
      'GET console/pages/about-us': { status: 200, body: page('about-us') },
      'POST console/pages/preview': { status: 200, body: { content: '<p>مرحبا</p>' } },
      'PUT console/pages/about-us': { status: 200, body: page('about-us', { version: 2, title: { en: 'about-us title', ar: 'من نحن', fr: '' }, content: { en: '<p>about-us body</p>', ar: '<p>مرحبا</p>', fr: '' } }) },
    });
    renderConsole('/pages');
    expect(await screen.findByRole('link', { name: 'Pages' })).toBeTruthy();
    const arabicTitle = await screen.findByLabelText('Title (Arabic)');
    expect(arabicTitle.getAttribute('dir')).toBe('rtl');
    // Markup reads in the order of its tags, whatever the language of the text between them.
    for (const language of ['English', 'Arabic', 'French']) expect(screen.getByLabelText(`Text, HTML (${language})`).getAttribute('dir')).toBe('ltr');
    expect(screen.getByLabelText('Text, HTML (Arabic)').getAttribute('lang')).toBe('ar');
    expect(screen.queryByRole('switch', { name: 'Shown on the storefront' })).toBeNull();
    fireEvent.change(arabicTitle, { target: { value: 'من نحن' } });
    fireEvent.change(screen.getByLabelText('Text, HTML (Arabic)'), { target: { value: '<p>مرحبا</p><script>alert(1)</script>' } });

    fireEvent.click(within(screen.getByRole('region', { name: 'Preview' })).getByRole('button', { name: 'Arabic' }));
    const preview = await screen.findByTestId('page-preview');
    expect(preview.getAttribute('dir')).toBe('rtl');
    expect(preview.querySelector('script')).toBeNull();
    expect(within(preview).getByText('مرحبا').tagName).toBe('P');
    expect(within(preview).getByText('من نحن')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ content: '<p>مرحبا</p><script>alert(1)</script>' });

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Page saved')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      version: 1, title: { en: 'about-us title', ar: 'من نحن', fr: '' }, content: { en: '<p>about-us body</p>', ar: '<p>مرحبا</p><script>alert(1)</script>', fr: '' },
    });
  });

  it('says when someone else saved the page meanwhile, and which fields', async () => {
    asStaff({
      'GET console/pages': LIST,
      'GET console/pages/about-us': { status: 200, body: page('about-us') },
      'PUT console/pages/about-us': { status: 409, body: { errors: [{ code: 'stale_version', message: 'Changed' }], current: page('about-us', { version: 2 }), changed: ['content'] } },
    });
    renderConsole('/pages');
    fireEvent.change(await screen.findByLabelText('Title (English)'), { target: { value: 'About' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Someone else changed this page')).toBeTruthy();
    expect(screen.getByText(/Text/, { selector: 'p' })).toBeTruthy();
  });

  it('lists the questions in order with their switches, and creates one in a dialog', async () => {
    const calls = asStaff({
      'GET console/faqs': { status: 200, body: { faqs: [faq(1, 1, { question: { en: 'How do I track my order?', ar: 'كيف أتتبع طلبي؟', fr: 'Comment suivre ?' }, answer: { en: 'In My orders.', ar: 'في طلباتي.', fr: 'Dans Mes commandes.' } }), faq(2, 2)] } },
      'PUT console/faqs/2': { status: 200, body: faq(2, 2, { on: false, version: 2 }) },
      'POST console/faqs': { status: 200, body: faq(3, 3) },
      'GET console/pages': LIST,
      'GET console/pages/about-us': { status: 200, body: page('about-us') },
    });
    renderConsole('/pages');
    fireEvent.click(await screen.findByRole('tab', { name: 'FAQ' }));
    const rows = await screen.findAllByTestId('faq-row');
    expect(within(rows[0]!).getByText('How do I track my order?')).toBeTruthy();
    expect(within(rows[0]!).queryByText(/Not translated yet/)).toBeNull();
    expect(within(rows[1]!).getByText('Not translated yet: Arabic, French')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Question 2? shown' }));
    expect(await screen.findByText('Question hidden')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ version: 1, on: false });

    fireEvent.click(screen.getByRole('button', { name: 'Add question' }));
    const dialog = await screen.findByRole('dialog', { name: 'New question' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create question' }));
    expect((await within(dialog).findAllByText('Required')).length).toBe(2);
    fireEvent.change(within(dialog).getByLabelText('Question (English)'), { target: { value: 'Night delivery?' } });
    expect(within(dialog).getByLabelText('Answer (Arabic)').getAttribute('dir')).toBe('rtl');
    fireEvent.change(within(dialog).getByLabelText('Answer (English)'), { target: { value: 'Until midnight.' } });
    expect((within(dialog).getByLabelText('Position') as HTMLInputElement).value).toBe('3');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create question' }));
    expect(await screen.findByText('Question created')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      question: { en: 'Night delivery?', ar: '', fr: '' }, answer: { en: 'Until midnight.', ar: '', fr: '' }, position: 3, on: true,
    });
  });

  it('shows an empty FAQ', async () => {
    asStaff({ 'GET console/faqs': { status: 200, body: { faqs: [] } }, 'GET console/pages': LIST, 'GET console/pages/about-us': { status: 200, body: page('about-us') } }, 'catalogue');
    renderConsole('/pages');
    fireEvent.click(await screen.findByRole('tab', { name: 'FAQ' }));
    expect(await screen.findByText('No questions yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add question' })).toBeTruthy();
  });

  it('says when the pages could not be loaded, with a retry', async () => {
    asStaff({ 'GET console/pages': refusal(503, 'service_unavailable', 'The database is busy.') });
    renderConsole('/pages');
    expect(await screen.findByText('The database is busy.', {}, { timeout: 4500 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('edits the footer: only https links, the address right to left in Arabic', async () => {
    const calls = asStaff({
      'GET console/footer': { status: 200, body: FOOTER },
      'PUT console/footer': { status: 200, body: { ...FOOTER, version: 2 } },
      'GET console/pages': LIST,
      'GET console/pages/about-us': { status: 200, body: page('about-us') },
    });
    renderConsole('/pages');
    fireEvent.click(await screen.findByRole('tab', { name: 'Footer' }));
    expect((await screen.findByLabelText('Address (Arabic)')).getAttribute('dir')).toBe('rtl');
    fireEvent.click(screen.getByRole('button', { name: 'Add link' }));
    const links = screen.getAllByTestId('social-row');
    expect(links).toHaveLength(2);
    fireEvent.change(within(links[1]!).getByLabelText('Address'), { target: { value: 'http://instagram.com/souqly' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter an address starting with https://')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.change(within(links[1]!).getByLabelText('Address'), { target: { value: 'https://instagram.com/souqly' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Footer saved')).toBeTruthy();
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      version: 1, email: 'help@souqly.test', phone: '+971 4 000 0000', address: { en: 'Dubai', ar: 'دبي', fr: '' },
      social: [{ platform: 'facebook', url: 'https://facebook.com/souqly', on: true }, { platform: 'instagram', url: 'https://instagram.com/souqly', on: true }],
    }));
  });

  it('tells those without pages.view that they may not see the pages', async () => {
    asStaff({}, 'support');
    renderConsole('/pages');
    expect(await screen.findByText('You may not see the pages.')).toBeTruthy();
  });
});
