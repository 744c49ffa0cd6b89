import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as L from 'leaflet';
import { CONSOLE_STORAGE_KEYS, type CourierTrip, type TripRoute, type TripStepChange } from '@storefront/contract';
import { initI18n } from '../../i18n';
import { openAsCourier, trip } from '../../test/courier-fixtures';
import { refusal, type Call } from '../../test/render-console';

/** A server that moves trip 41 through its steps, with a delivery code and cash to collect. */
function tripServer(start: Partial<CourierTrip>, deliver: (body: TripStepChange) => { status: number; body?: unknown } | null = () => null) {
  let current = trip(41, start);
  return {
    'GET console/courier/trips/41': () => ({ status: 200, body: current }),
    'PUT console/courier/trips/41/step': (call: Call) => {
      const body = call.body as TripStepChange;
      const refused = body.step === 'delivered' ? deliver(body) : null;
      if (refused) return refused;
      current = { ...current, step: body.step };
      return { status: 200, body: current };
    },
  };
}

const steps = (calls: Call[]) => calls.filter((c) => c.method === 'PUT').map((c) => c.body);

describe("the courier's trip page", () => {
  // jsdom has no ResizeObserver; the map keeps itself sized with one.
  beforeEach(() => vi.stubGlobal('ResizeObserver', class { observe() {} disconnect() {} }));

  it('shows the pick-up and drop-off with phones, the note, and directions to the next place', async () => {
    openAsCourier('/courier/trips/41', tripServer({ step: 'accepted', note: 'Ring twice, the bell is broken.' }));
    expect(await screen.findByRole('heading', { name: 'Order #41' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call Green Basket' }).getAttribute('href')).toBe('tel:+971400000003');
    expect(screen.getByRole('link', { name: 'Call Layla Saeed' }).getAttribute('href')).toBe('tel:+971500000001');
    expect(screen.getByText('Ring twice, the bell is broken.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open in maps: Green Basket' }).getAttribute('href'))
      .toBe('https://www.google.com/maps/dir/?api=1&destination=25.08,55.14');
    expect(await screen.findByRole('img', { name: 'Store: Green Basket' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Customer: Layla Saeed' })).toBeTruthy();
  });

  it("draws the leg's road solid from the courier's position, reads it again when the step changes, and keeps the straight line when it fails", async () => {
    const road = (to: { lat: number; lng: number }): TripRoute => ({
      source: 'osrm', metres: 1900, seconds: 300, courier: { lat: 25.09, lng: 55.13 }, points: [{ lat: 25.09, lng: 55.13 }, { lat: 25.085, lng: 55.135 }, to],
    });
    const setLatLngs = vi.spyOn(L.Polyline.prototype, 'setLatLngs');
    let failing = false;
    const { calls } = openAsCourier('/courier/trips/41', {
      ...tripServer({ step: 'accepted' }),
      'GET console/courier/trips/41/route': () => (failing ? { status: 500, body: {} } : { status: 200, body: road({ lat: 25.08, lng: 55.14 }) }),
    });
    expect(await screen.findByRole('img', { name: 'You are here' })).toBeTruthy();
    await waitFor(() => expect(setLatLngs).toHaveBeenLastCalledWith([[25.09, 55.13], [25.085, 55.135], [25.08, 55.14]]));
    expect(document.querySelector('.leaflet-overlay-pane path')!.getAttribute('stroke-dasharray')).toBeNull();

    failing = true;
    fireEvent.click(screen.getByRole('button', { name: 'I have arrived at the store' }));
    await waitFor(() => expect(calls.filter((c) => c.path === 'console/courier/trips/41/route').length).toBeGreaterThanOrEqual(2));
    // The store and the customer joined by the dashed straight line while the road cannot be read.
    await waitFor(() => expect(setLatLngs).toHaveBeenLastCalledWith([[25.08, 55.14], [25.07, 55.15]]));
    expect(document.querySelector('.leaflet-overlay-pane path')!.getAttribute('stroke-dasharray')).toBe('8 8');
  });

  it('walks the steps, then sends the code and the cash collected, shows a wrong code\'s message, and ends done', async () => {
    let tries = 0;
    const { calls } = openAsCourier('/courier/trips/41', tripServer({ step: 'accepted', code_required: true, cash_to_collect: 42.5 }, (body) => {
      if (body.code === '1234') return null;
      tries += 1;
      return refusal(422, 'invalid', `This code is not right. ${5 - tries} tries left.`);
    }));
    fireEvent.click(await screen.findByRole('button', { name: 'I have arrived at the store' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Picked up' }));
    expect((await screen.findByRole('link', { name: 'Open in maps: Layla Saeed' })).getAttribute('href'))
      .toBe('https://www.google.com/maps/dir/?api=1&destination=25.07,55.15');
    fireEvent.click(await screen.findByRole('button', { name: 'I have arrived at the customer' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Deliver' }));

    const code = screen.getByLabelText('Delivery code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect((screen.getByLabelText('Cash collected') as HTMLInputElement).value).toBe('42.5');
    fireEvent.change(code, { target: { value: '9999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm delivery' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This code is not right. 4 tries left.');

    fireEvent.change(screen.getByLabelText('Delivery code'), { target: { value: '1234' } });
    fireEvent.change(screen.getByLabelText('Cash collected'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm delivery' }));
    expect(await screen.findByText('Order #41 delivered')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find your next order' }).getAttribute('href')).toBe('/courier');
    expect(steps(calls)).toEqual([
      { step: 'arrived_at_pickup' }, { step: 'picked_up' }, { step: 'arrived_at_dropoff' },
      { step: 'delivered', code: '9999', cash_collected: 42.5 }, { step: 'delivered', code: '1234', cash_collected: 50 },
    ]);
  });

  it('uploads the photo at the door before delivering, once: a refused code sends only the step again', async () => {
    let delivering = 0;
    let photo: string | null = null;
    const server = tripServer({ step: 'arrived_at_dropoff', code_required: true }, () => (delivering++ === 0 ? refusal(422, 'invalid', 'This code is not right. 4 tries left.') : null));
    const withPhoto = (answer: { status: number; body?: unknown }) => (answer.status === 200 ? { ...answer, body: { ...(answer.body as CourierTrip), delivery_photo: photo } } : answer);
    const { calls } = openAsCourier('/courier/trips/41', {
      'GET console/courier/trips/41': () => withPhoto(server['GET console/courier/trips/41']()),
      'PUT console/courier/trips/41/step': (call: Call) => withPhoto(server['PUT console/courier/trips/41/step'](call)),
      'PUT console/courier/trips/41/photo': () => {
        photo = 'https://x.test/api/v1/files/delivery/a.webp?sig=1';
        return withPhoto(server['GET console/courier/trips/41']());
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Deliver' }));
    const door = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'door.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Add photo'), { target: { files: [door] } });
    expect(await screen.findByRole('button', { name: 'Remove door.png' })).toBeTruthy();
    // One photo an order: no room to add another.
    expect(screen.queryByLabelText('Add photo')).toBeNull();
    fireEvent.change(screen.getByLabelText('Delivery code'), { target: { value: '9999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm delivery' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This code is not right. 4 tries left.');
    // The photo went up first; the form now shows it taken.
    expect(await screen.findByRole('img', { name: 'The photo at the door' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Delivery code'), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm delivery' }));
    expect(await screen.findByText('Order #41 delivered')).toBeTruthy();
    const puts = calls.filter((c) => c.method === 'PUT').map((c) => c.path);
    expect(puts).toEqual(['console/courier/trips/41/photo', 'console/courier/trips/41/step', 'console/courier/trips/41/step']);
    expect(calls.find((c) => c.path.endsWith('/photo'))?.form?.get('image')).toBeInstanceOf(File);
  });

  it("shows the server's refusal of a step (the store has not handed the order over)", async () => {
    openAsCourier('/courier/trips/41', {
      ...tripServer({ step: 'arrived_at_pickup', ready: false }),
      'PUT console/courier/trips/41/step': refusal(409, 'conflict', 'The store has not handed this order over yet.'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Picked up' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The store has not handed this order over yet.');
  });

  it('shuts the delivery form while the code is locked, saying who can unlock it', async () => {
    openAsCourier('/courier/trips/41', tripServer({ step: 'arrived_at_dropoff', code_required: true, code_locked: true }));
    fireEvent.click(await screen.findByRole('button', { name: 'Deliver' }));
    expect(screen.getByRole('alert').textContent).toContain('The store or support must unlock this delivery');
    expect((screen.getByLabelText('Delivery code') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Confirm delivery' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('locks the form when a wrong code locks the step', async () => {
    let locked = false;
    openAsCourier('/courier/trips/41', {
      'GET console/courier/trips/41': () => ({ status: 200, body: trip(41, { step: 'arrived_at_dropoff', code_required: true, code_locked: locked }) }),
      'PUT console/courier/trips/41/step': () => {
        locked = true;
        return refusal(409, 'conflict', 'Too many wrong codes: the store or support must unlock this delivery.');
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Deliver' }));
    fireEvent.change(screen.getByLabelText('Delivery code'), { target: { value: '0000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm delivery' }));
    await waitFor(() => expect((screen.getByLabelText('Delivery code') as HTMLInputElement).disabled).toBe(true));
    expect(screen.getByRole('alert').textContent).toContain('must unlock this delivery');
  });

  it('takes an offer opened on its own page and then shows its first step, with the way to the messages', async () => {
    let current = trip(41);
    const { calls } = openAsCourier('/courier/trips/41', {
      'GET console/courier/trips/41': () => ({ status: 200, body: current }),
      'PUT console/courier/offers/41/accept': () => {
        current = { ...current, step: 'accepted' };
        return { status: 200, body: current };
      },
    });
    expect(await screen.findByText('Waiting for a courier')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'I have arrived at the store' })).toBeNull();
    // Only a trip the courier runs has customers who may write (the navigation's own Messages is outside the page).
    expect(within(screen.getByRole('main')).queryByRole('link', { name: 'Messages' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Accept order #41' }));
    expect(await screen.findByRole('button', { name: 'I have arrived at the store' })).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Messages' }).getAttribute('href')).toBe('/courier/messages');
    expect(screen.getByText('Accepted: go to the pick-up')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept order #41' })).toBeNull();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual(['console/courier/offers/41/accept']);
  });

  it("says so when another courier took the offer first, and reads the order again (no longer the courier's to see)", async () => {
    let taken = false;
    const { calls } = openAsCourier('/courier/trips/41', {
      'GET console/courier/trips/41': () => (taken ? refusal(404, 'not_found', 'This order is not one of your trips.') : { status: 200, body: trip(41) }),
      'PUT console/courier/offers/41/accept': () => {
        taken = true;
        return refusal(409, 'conflict', 'Another courier has taken this order.');
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Accept order #41' }));
    expect(await screen.findByText('Another courier has taken this order.')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain('This order is not one of your trips.');
    expect(screen.queryByRole('button', { name: 'Accept order #41' })).toBeNull();
    expect(calls.filter((c) => c.path === 'console/courier/trips/41')).toHaveLength(2);
  });

  it('reads right to left in Arabic, phones and distances kept left to right', async () => {
    localStorage.setItem(CONSOLE_STORAGE_KEYS.language, 'ar');
    await initI18n('ar');
    openAsCourier('/courier/trips/41', tripServer({ step: 'accepted' }));
    expect(await screen.findByRole('button', { name: 'وصلت إلى المتجر' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByText('+971400000003').getAttribute('dir')).toBe('ltr');
    expect(screen.getByText('2.5 كم').getAttribute('dir')).toBe('ltr');
  });
});
