import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { moduleFixture } from '@/test/fixtures';
import { mockFetch, renderWithApp } from '@/test/utils';
import { ModuleChooser } from './module-chooser';

const food = moduleFixture();
const grocery = moduleFixture({ id: 2, module_name: 'Grocery', module_type: 'grocery', slug: 'grocery' });
const storedModule = () => JSON.parse(localStorage.getItem('module') ?? 'null') as { id: number } | null;

describe('ModuleChooser', () => {
  it('explains that there is nothing to choose when no module is active', async () => {
    mockFetch({ module: { body: [] } });
    renderWithApp(<ModuleChooser zoneId="[1]" />, { extraRoutes: ['/home'] });

    expect(await screen.findByText('No module found')).toBeTruthy();
    expect(screen.getByText('Contact with the site owner to activate modules.')).toBeTruthy();
    expect(screen.queryAllByTestId('module-option')).toHaveLength(0);
    expect(storedModule()).toBeNull();
  });

  it('selects the only module by itself and goes to /home', async () => {
    const fetchMock = mockFetch({ module: { body: [food] } });
    const { router } = renderWithApp(<ModuleChooser zoneId="[1]" />, { extraRoutes: ['/home'] });

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(storedModule()?.id).toBe(food.id);
    expect(await screen.findByText('A module has been selected.')).toBeTruthy();
    expect(new Headers((fetchMock.mock.calls[0]![1] as RequestInit).headers).get('zoneid')).toBe('[1]');
  });

  it('lets the visitor pick one of several modules', async () => {
    mockFetch({ module: { body: [food, grocery] } });
    const { router } = renderWithApp(<ModuleChooser zoneId="[1]" />, { extraRoutes: ['/home'] });

    const options = await screen.findAllByTestId('module-option');
    expect(options.map((o) => o.textContent)).toEqual([expect.stringContaining('Food'), expect.stringContaining('Grocery')]);
    expect(router.state.location.pathname).toBe('/');
    expect(storedModule()).toBeNull();

    fireEvent.click(options[1]!);

    expect(storedModule()?.id).toBe(grocery.id);
    expect(await screen.findByText('A module has been selected.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('counts the stores of a module, but not of parcel, which has none', async () => {
    const parcel = moduleFixture({ id: 5, module_name: 'Parcel', module_type: 'parcel', slug: 'parcel', stores_count: 0 });
    mockFetch({ module: { body: [{ ...food, stores_count: 14 }, parcel] } });
    renderWithApp(<ModuleChooser zoneId="[1]" />, { extraRoutes: ['/home'] });

    const [foodOption, parcelOption] = await screen.findAllByTestId('module-option');
    expect(foodOption!.textContent).toContain('14 stores');
    expect(parcelOption!.textContent).toContain('Parcel');
    expect(parcelOption!.textContent).not.toMatch(/stores?\b/);
  });

  it('saves the offered default location together with the module', async () => {
    mockFetch({ module: { body: [food, grocery] } });
    const pending = { zoneId: '[3]', latLng: { lat: 1, lng: 2 }, address: '1 Market Street' };
    renderWithApp(<ModuleChooser zoneId="[3]" pendingLocation={pending} />, { extraRoutes: ['/home'] });

    fireEvent.click((await screen.findAllByTestId('module-option'))[0]!);

    expect(localStorage.getItem('zoneid')).toBe('[3]');
    expect(JSON.parse(localStorage.getItem('currentLatLng')!)).toEqual({ lat: 1, lng: 2 });
    expect(localStorage.getItem('location')).toBe('1 Market Street');
  });

  it('shows an error with a retry that refetches', async () => {
    let calls = 0;
    mockFetch({
      module: () => (++calls === 1 ? { status: 500, body: { errors: [{ code: 'internal_error', message: 'Boom' }] } } : { body: [food, grocery] }),
    });
    renderWithApp(<ModuleChooser zoneId="[1]" />);

    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('module-option')).toHaveLength(2);
  });
});
