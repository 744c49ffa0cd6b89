import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { REVIEW_TEXTS, type ReviewReminder } from '@storefront/contract';
import { callsTo, reminderFixture } from '@/test/review-fixtures';
import { mockFetch, renderWithApp } from '@/test/utils';
import { forgetPrompted } from '../prompt-memory';
import { HomeRatePrompt } from './home-rate-prompt';
import { OrderRatePrompt } from './order-rate-prompt';

const REMINDER = 'customer/review-reminder';
const CANCEL = 'customer/review-reminder-cancel';

function setup(reminder: ReviewReminder, { signedIn = true, entry = '/home' } = {}) {
  if (signedIn) localStorage.setItem('token', 'tok');
  const fetchMock = mockFetch({ [REMINDER]: { body: reminder }, [CANCEL]: { body: { message: REVIEW_TEXTS.dismissed } } });
  const app = renderWithApp(<HomeRatePrompt />, { path: '*', entry });
  return { fetchMock, ...app };
}

afterEach(() => {
  forgetPrompted();
});

describe('HomeRatePrompt', () => {
  it('asks about the order the server names, with its items', async () => {
    const { fetchMock } = setup(reminderFixture());
    const dialog = await screen.findByRole('dialog', { name: 'How was your order #100001?' });
    expect(within(dialog).getByTestId('rate-prompt-items').textContent).toContain('Margherita Pizza');
    expect(within(dialog).getByTestId('rate-prompt-items').textContent).toContain('Garlic Bread');
    const [, init] = callsTo(fetchMock, REMINDER)[0]!;
    expect(init?.headers).toMatchObject({ authorization: 'Bearer tok' });
  });

  it("'Not now' tells the server to stop asking and closes", async () => {
    const { fetchMock } = setup(reminderFixture());
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(callsTo(fetchMock, CANCEL)).toHaveLength(1));
    const [, init] = callsTo(fetchMock, CANCEL)[0]!;
    expect(init!.method).toBe('POST');
    expect(JSON.parse(String(init!.body))).toEqual({ order_id: 100001 });
  });

  it("'Rate now' opens the rate page of the order", async () => {
    const { fetchMock, router } = setup(reminderFixture());
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Rate now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rate-and-review/100001'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(fetchMock, CANCEL)).toHaveLength(0);
  });

  it('asks once per order in a browser session, even on coming back home', async () => {
    const { router } = setup(reminderFixture());
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await router.navigate('/store/2');
    await router.navigate('/home');
    // The reminder is fresh and still names the order; the prompt stays away.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('remembers across a reload of the page in the same session', async () => {
    const first = setup(reminderFixture());
    await screen.findByRole('dialog');
    first.unmount();
    const { fetchMock } = setup(reminderFixture());
    await waitFor(() => expect(callsTo(fetchMock, REMINDER)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says nothing without an order to rate', async () => {
    const { fetchMock } = setup({ order_id: null, items: [] });
    await waitFor(() => expect(callsTo(fetchMock, REMINDER)).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks nothing of guests', async () => {
    const { fetchMock } = setup(reminderFixture(), { signedIn: false });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks only on the home page', async () => {
    const { fetchMock, router } = setup(reminderFixture(), { entry: '/store/2' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo(fetchMock, REMINDER)).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    await router.navigate('/home');
    expect(await screen.findByRole('dialog', { name: 'How was your order #100001?' })).toBeTruthy();
  });
});

describe('OrderRatePrompt', () => {
  function renderPrompt(reminder: ReviewReminder, orderId = 100001) {
    localStorage.setItem('token', 'tok');
    const fetchMock = mockFetch({ [REMINDER]: { body: reminder }, [CANCEL]: { body: { message: REVIEW_TEXTS.dismissed } } });
    const app = renderWithApp(<OrderRatePrompt orderId={orderId} />, { path: '*', entry: '/track-order' });
    return { fetchMock, ...app };
  }

  it('invites to rate the tracked order in place, and goes to its rate page', async () => {
    const { router } = renderPrompt(reminderFixture());
    const prompt = await screen.findByTestId('order-rate-prompt');
    expect(within(prompt).getByRole('heading', { name: 'How was your order #100001?' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(within(prompt).getByRole('button', { name: 'Rate now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rate-and-review/100001'));
  });

  it("'Not now' dismisses it on the server", async () => {
    const { fetchMock } = renderPrompt(reminderFixture());
    fireEvent.click(within(await screen.findByTestId('order-rate-prompt')).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByTestId('order-rate-prompt')).toBeNull());
    await waitFor(() => expect(callsTo(fetchMock, CANCEL)).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, CANCEL)[0]![1]!.body))).toEqual({ order_id: 100001 });
  });

  it('stays away when the reminder is about another order', async () => {
    const { fetchMock } = renderPrompt(reminderFixture({ order_id: 100002 }));
    await waitFor(() => expect(callsTo(fetchMock, REMINDER)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('order-rate-prompt')).toBeNull();
  });
});
