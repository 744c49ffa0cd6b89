import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { configFixture } from '@/test/fixtures';
import { mockFetch, renderWithApp } from '@/test/utils';
import { HelpAndSupportPage } from './help-and-support-page';

describe('/help-and-support', () => {
  it('shows the business’s address, and mail and call links from the config', async () => {
    mockFetch({ config: { body: configFixture({ address: '1 Market Street', email: 'hello@example.com', phone: '+1 555 0100' }) } });
    renderWithApp(<HelpAndSupportPage />, { path: '/help-and-support' });
    const contacts = within(await screen.findByTestId('support-contacts'));
    expect(contacts.getByText('1 Market Street')).toBeTruthy();
    expect(contacts.getByRole('link', { name: 'hello@example.com' }).getAttribute('href')).toBe('mailto:hello@example.com');
    expect(contacts.getByRole('link', { name: '+1 555 0100' }).getAttribute('href')).toBe('tel:+15550100');
  });

  it('answers common questions in an accordion', async () => {
    mockFetch({ config: { body: configFixture() } });
    renderWithApp(<HelpAndSupportPage />, { path: '/help-and-support' });
    const faq = await screen.findByTestId('faq');
    const items = faq.querySelectorAll('details');
    expect(items.length).toBeGreaterThanOrEqual(8);
    const question = within(faq).getByText('How do I track my order?');
    expect(items[0]!.open).toBe(false);
    fireEvent.click(question);
    expect(items[0]!.open).toBe(true);
    expect(within(faq).getByText(/Open My Orders in your profile/)).toBeTruthy();
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
