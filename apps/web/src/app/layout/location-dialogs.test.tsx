import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRequireLocation } from '@/features/location/hooks/use-require-location';
import { fakeMap } from '@/test/location-fixtures';
import { reloadPage } from '@/lib/browser';
import { closeLocationRequest, openLocationPicker } from '@/lib/location-request';
import { configFixture, moduleFixture } from '@/test/fixtures';
import { mockFetch, renderWithApp } from '@/test/utils';
import { LocationDialogs } from './location-dialogs';

vi.mock('@/features/location/components/location-map', async () =>
  (await import('@/test/location-fixtures')).mockLocationMap(),
);
vi.mock('@/lib/browser', () => ({ reloadPage: vi.fn() }));

const food = moduleFixture();
const grocery = moduleFixture({ id: 2, module_name: 'Grocery', module_type: 'grocery', slug: 'grocery' });

function Probe() {
  const requireLocation = useRequireLocation();
  const [answer, setAnswer] = useState('');
  return (
    <button type="button" onClick={() => setAnswer(String(requireLocation()))}>
      {`order ${answer}`}
    </button>
  );
}

function setup(path = '/') {
  const fetchMock = mockFetch({
    config: { body: configFixture({ default_location: { lat: 25.2, lng: 55.27 } }) },
    'zone/list': { body: [] },
    'config/geocode-api': { body: { results: [{ formatted_address: 'Sheikh Zayed Rd, Dubai', place_id: 'g', geometry: { location: { lat: 0, lng: 0 } } }] } },
    'config/get-zone-id': { body: { zone_id: '[2,1]', zone_data: [] } },
    module: { body: [food, grocery] },
  });
  const view = renderWithApp(
    <>
      <Probe />
      <LocationDialogs />
    </>,
    { path, extraRoutes: path === '/home' ? [] : ['/home'] },
  );
  return { fetchMock, ...view };
}

const confirmPicker = async () => {
  const button = (await screen.findByTestId('pick-location-button')) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  fireEvent.click(button);
};

describe('LocationDialogs', () => {
  afterEach(() => {
    closeLocationRequest();
    vi.mocked(reloadPage).mockClear();
  });

  it('useRequireLocation opens the insert-location prompt when nothing is saved, and its button opens the picker', async () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: /order/ }));

    expect(screen.getByRole('button', { name: 'order false' })).toBeTruthy();
    const prompt = screen.getByTestId('location-prompt');
    expect(prompt.textContent).toContain('Where should we deliver?');

    fireEvent.click(screen.getByRole('button', { name: 'Pick from Map' }));
    expect(await screen.findByTestId('location-picker')).toBeTruthy();
    expect(screen.queryByTestId('location-prompt')).toBeNull();
  });

  it('useRequireLocation answers true without a prompt once a location is saved', () => {
    localStorage.setItem('zoneid', '[1]');
    localStorage.setItem('location', '1 Market Street');
    localStorage.setItem('currentLatLng', JSON.stringify({ lat: 1, lng: 2 }));
    setup();
    fireEvent.click(screen.getByRole('button', { name: /order/ }));
    expect(screen.getByRole('button', { name: 'order true' })).toBeTruthy();
    expect(screen.queryByTestId('location-prompt')).toBeNull();
  });

  it('after a first location, offers the modules of the new zone, then goes to /home with the success message', async () => {
    const { router, fetchMock } = setup();
    openLocationPicker();
    await confirmPicker();

    const followUp = await screen.findByTestId('module-follow-up');
    expect(screen.queryByTestId('location-picker')).toBeNull();
    await waitFor(() => expect(followUp.querySelectorAll('[data-testid="module-option"]')).toHaveLength(2));
    const moduleRequest = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/module'))!;
    expect(new Headers((moduleRequest[1] as RequestInit).headers).get('zoneid')).toBe('[2,1]');

    fireEvent.click(screen.getAllByTestId('module-option')[1]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(JSON.parse(localStorage.getItem('module')!).id).toBe(grocery.id);
    expect(await screen.findByText('A module has been selected.')).toBeTruthy();
    expect(screen.queryByTestId('module-follow-up')).toBeNull();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('reloads the page after a changed location is confirmed on /home', async () => {
    localStorage.setItem('zoneid', '[1]');
    localStorage.setItem('location', 'Old address');
    localStorage.setItem('currentLatLng', JSON.stringify({ lat: 25.1, lng: 55.1 }));
    localStorage.setItem('module', JSON.stringify(food));
    setup('/home');
    openLocationPicker();
    fakeMap.dragTo = { lat: 25.2, lng: 55.27 };
    fireEvent.click(await screen.findByTestId('fake-map'));
    await confirmPicker();

    expect(localStorage.getItem('location')).toBe('Sheikh Zayed Rd, Dubai');
    fireEvent.click((await screen.findAllByTestId('module-option'))[0]!);
    expect(reloadPage).toHaveBeenCalledWith({ keepToasts: true });
  });

  it('store mode only closes', async () => {
    setup();
    openLocationPicker({ mode: 'store' });
    await confirmPicker();
    await waitFor(() => expect(screen.queryByTestId('location-picker')).toBeNull());
    expect(screen.queryByTestId('module-follow-up')).toBeNull();
    expect(localStorage.getItem('zoneid')).toBe('[2,1]');
  });
});
