import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { courierState, openAsCourier, trip } from '../../test/courier-fixtures';
import { refusal, type Call } from '../../test/render-console';

describe("the courier's deliveries page", () => {
  it('lands a courier on /courier, offline, and going online sends the shift and shows the offers', async () => {
    let online = false;
    const { calls, router } = openAsCourier('/', {
      'GET console/courier': () => ({ status: 200, body: courierState({ online }) }),
      'PUT console/courier/shift': (call: Call) => {
        online = (call.body as { online: boolean }).online;
        return { status: 200, body: courierState({ online, since: '2026-11-29T09:00:00.000Z' }) };
      },
      'GET console/courier/offers': () => ({ status: 200, body: { online, offers: [trip(41, { cash_to_collect: 35.5, tip: 3 }), trip(42, { ready: false, order_type: 'parcel' })] } }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/courier'));
    expect(await screen.findByText('You are offline. Go online to receive orders.')).toBeTruthy();
    expect(screen.getByText('Zones: Dubai Marina & JLT', { exact: false })).toBeTruthy();
    expect(calls.some((c) => c.path === 'console/courier/offers')).toBe(false);

    fireEvent.click(screen.getByRole('switch', { name: 'Offline' }));
    const offers = await screen.findAllByTestId('courier-offer');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ online: true });
    expect(screen.getByRole('switch', { name: 'Online' }).getAttribute('aria-checked')).toBe('true');
    expect(offers).toHaveLength(2);
    expect(offers[0]!.textContent).toContain('Green Basket');
    expect(offers[0]!.textContent).toContain('JLT Cluster D, 1204');
    expect(offers[0]!.textContent).toContain('1.2 km');
    expect(offers[0]!.textContent).toContain('12 min');
    expect(within(offers[0]!).getByText('$11.00')).toBeTruthy();
    expect(within(offers[0]!).getByText('$35.50')).toBeTruthy();
    expect(within(offers[0]!).getByText('Ready')).toBeTruthy();
    expect(within(offers[1]!).getByText('Being prepared')).toBeTruthy();
    expect(within(offers[1]!).getByText('Parcel')).toBeTruthy();
    expect(offers[1]!.textContent).not.toContain('Cash to collect');
  });

  it('accepting an offer opens its trip', async () => {
    const { calls, router } = openAsCourier('/courier', {
      'GET console/courier': { status: 200, body: courierState({ online: true }) },
      'GET console/courier/offers': { status: 200, body: { online: true, offers: [trip(41)] } },
      'PUT console/courier/offers/41/accept': { status: 200, body: trip(41, { step: 'accepted' }) },
      'GET console/courier/trips/41': { status: 200, body: trip(41, { step: 'accepted' }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Accept order #41' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/courier/trips/41'));
    expect(await screen.findByRole('button', { name: 'I have arrived at the store' })).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT' && c.path === 'console/courier/offers/41/accept')).toBe(true);
  });

  it("says so when another courier took the order first, and reads the offers again", async () => {
    let taken = false;
    const { calls, router } = openAsCourier('/courier', {
      'GET console/courier': { status: 200, body: courierState({ online: true }) },
      'GET console/courier/offers': () => ({ status: 200, body: { online: true, offers: taken ? [] : [trip(41)] } }),
      'PUT console/courier/offers/41/accept': () => {
        taken = true;
        return refusal(409, 'conflict', 'Another courier has taken this order.');
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Accept order #41' }));
    expect(await screen.findByText('Another courier has taken this order.')).toBeTruthy();
    expect(await screen.findByText('No orders waiting')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/courier');
    expect(calls.filter((c) => c.path === 'console/courier/offers').length).toBeGreaterThan(1);
  });

  it('lists the trips running above the offers, each linking to its page', async () => {
    openAsCourier('/courier', {
      'GET console/courier': { status: 200, body: courierState({ online: true, running: 1, cash_in_hand: 120 }) },
      'GET console/courier/trips': { status: 200, body: { trips: [trip(40, { step: 'picked_up' })] } },
      'GET console/courier/offers': { status: 200, body: { online: true, offers: [] } },
    });
    const link = await screen.findByRole('link', { name: /Order #40/ });
    expect(link.getAttribute('href')).toBe('/courier/trips/40');
    expect(link.textContent).toContain('Picked up: go to the drop-off');
    expect(screen.getByTestId('cash-in-hand').textContent).toBe('Cash in hand: $120.00');
  });

  it('offers to try again when the courier cannot be loaded', async () => {
    let answer = refusal(503, 'unavailable', 'The service is unavailable');
    openAsCourier('/courier', { 'GET console/courier': () => answer });
    expect((await screen.findByRole('alert')).textContent).toContain('The service is unavailable');
    answer = { status: 200, body: courierState() };
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You are offline. Go online to receive orders.')).toBeTruthy();
  });
});
