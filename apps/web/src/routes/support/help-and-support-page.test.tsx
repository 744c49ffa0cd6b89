import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { configFixture } from '@/test/fixtures';
import { mockFetch, renderWithApp, type MockResponse } from '@/test/utils';
import { HelpAndSupportPage } from './help-and-support-page';

const FAQS = [
  { id: 1, question: 'How do I track my order?', answer: 'Open My Orders in your profile and choose the order.' },
  { id: 2, question: 'Can I cancel an order?', answer: 'You can cancel an order while it is still pending.' },
];

const faqSection = () => screen.getByRole('heading', { name: 'Frequently asked questions' }).closest('section')!;

describe('/help-and-support', () => {
  it('shows the business’s address, and mail and call links from the config', async () => {
    mockFetch({ config: { body: configFixture({ address: '1 Market Street', email: 'hello@example.com', phone: '+1 555 0100' }) } });
    renderWithApp(<HelpAndSupportPage />, { path: '/help-and-support' });
    const contacts = within(await screen.findByTestId('support-contacts'));
    expect(contacts.getByText('1 Market Street')).toBeTruthy();
    expect(contacts.getByRole('link', { name: 'hello@example.com' }).getAttribute('href')).toBe('mailto:hello@example.com');
    expect(contacts.getByRole('link', { name: '+1 555 0100' }).getAttribute('href')).toBe('tel:+15550100');
  });

  it('answers the server’s common questions in an accordion, asked in the page’s language', async () => {
    localStorage.setItem('language-setting', 'fr');
    const fetchMock = mockFetch({ config: { body: configFixture() }, faq: { body: { faqs: FAQS } } });
    renderWithApp(<HelpAndSupportPage />, { path: '/help-and-support' });
    const section = faqSection();
    // Loading: placeholders in the questions' place.
    expect(within(section).getByRole('status')).toBeTruthy();
    const faq = await within(section).findByTestId('faq');
    const items = faq.querySelectorAll('details');
    expect(items).toHaveLength(2);
    const question = within(faq).getByText('How do I track my order?');
    expect(items[0]!.open).toBe(false);
    fireEvent.click(question);
    expect(items[0]!.open).toBe(true);
    expect(within(faq).getByText(/Open My Orders in your profile/)).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/api/v1/faq'));
    expect(new Headers(call![1]!.headers).get('X-localization')).toBe('fr');
  });

  it('says so when the server has no questions, and offers a retry when it cannot answer', async () => {
    let answer: MockResponse = { body: { faqs: [] } };
    mockFetch({ config: { body: configFixture() }, faq: () => answer });
    const { queryClient } = renderWithApp(<HelpAndSupportPage />, { path: '/help-and-support' });
    expect(await within(faqSection()).findByText('No common questions yet. Our support team is happy to help.')).toBeTruthy();
    expect(screen.queryByTestId('faq')).toBeNull();

    answer = { status: 500, body: { errors: [{ code: 'internal', message: 'Something went wrong' }] } };
    await queryClient.resetQueries({ queryKey: ['support', 'faq'] });
    const alert = await within(faqSection()).findByRole('alert');
    answer = { body: { faqs: FAQS } };
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(faqSection()).findByTestId('faq')).toBeTruthy();
  });

  it('offers a chat with support to a signed-in customer only', async () => {
    mockFetch({ config: { body: configFixture() } });
    renderWithApp(<HelpAndSupportPage />, { path: '/help-and-support' });
    expect(await screen.findByText('Sign in to chat with our support team.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Chat with support' })).toBeNull();
  });

  it('links a customer to the support conversation', async () => {
    localStorage.setItem('token', 'token-123');
    mockFetch({ config: { body: configFixture() } });
    renderWithApp(<HelpAndSupportPage />, { path: '/help-and-support' });
    const link = await screen.findByRole('link', { name: 'Chat with support' });
    expect(link.getAttribute('href')).toBe('/chatting?type=admin&chatFrom=support');
  });
});
