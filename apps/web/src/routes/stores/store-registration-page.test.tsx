import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PointPickerProps } from '@/components/map/point-picker-props';
import { configFixture } from '@/test/fixtures';
import { mockFetch, renderWithApp, type MockResponse } from '@/test/utils';
import { loadApplicationTexts } from '@/features/stores/texts';
import { StoreRegistrationPage } from './store-registration-page';

// The page's texts load with it (the route loads them); here, before it renders.
beforeAll(() => loadApplicationTexts());

// The map stands in as two buttons: a point inside zone 2, and one outside every zone.
vi.mock('@/features/location/components/point-picker', () => ({
  PointPicker: ({ onChange }: PointPickerProps) => (
    <div>
      <button type="button" onClick={() => onChange({ zoneId: '[2]', latLng: { lat: 25.08, lng: 55.14 }, address: 'Marina Walk 3' })}>pin inside</button>
      <button type="button" onClick={() => onChange(null)}>pin outside</button>
    </div>
  ),
}));

const ZONES = [{ id: 1, name: 'Downtown', coordinates: [] }, { id: 2, name: 'Dubai Marina & JLT', coordinates: [] }];
const MODULES = [{ id: 1, module_name: 'Food', module_type: 'food' }, { id: 5, module_name: 'Parcel', module_type: 'parcel' }];
const pdf = (name = 'licence.pdf', size = 1000, type = 'application/pdf') => new File([new Uint8Array(size)], name, { type });

function open(answer: MockResponse | ((init: RequestInit) => MockResponse)) {
  const fetchMock = mockFetch({ config: { body: configFixture() }, 'zone/list': { body: ZONES }, module: { body: MODULES }, 'store-applications': answer });
  renderWithApp(<StoreRegistrationPage />, { path: '/store-registration' });
  return fetchMock;
}
const posted = (fetchMock: ReturnType<typeof mockFetch>) => fetchMock.mock.calls.filter(([url, init]) => String(url).includes('store-applications') && init?.method === 'POST');
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function fillIn() {
  await screen.findByRole('button', { name: 'Send application' });
  type('Store name (English)', 'Date Palm Bakery');
  fireEvent.click(await screen.findByRole('button', { name: 'pin inside' }));
  await waitFor(() => expect((screen.getByLabelText('Zone') as HTMLSelectElement).value).toBe('2'));
  expect((screen.getByLabelText('Address') as HTMLInputElement).value).toBe('Marina Walk 3');
  const modules = screen.getByLabelText('What the store sells');
  await waitFor(() => expect(within(modules).queryByRole('option', { name: 'Food' })).toBeTruthy());
  expect(within(modules).queryByRole('option', { name: 'Parcel' })).toBeNull();
  fireEvent.change(modules, { target: { value: '1' } });
  type('First name', 'Nadia');
  type('Email', 'nadia@example.com');
  type('Phone', '+971 50 555 0101');
  fireEvent.change(screen.getByLabelText('Documents'), { target: { files: [pdf()] } });
}

describe('/store-registration', () => {
  it('tells each missing field under it, and the documents\' limits, before sending anything', async () => {
    const fetchMock = open({ body: { id: 1, email: 'x@example.com' } });
    const send = await screen.findByRole('button', { name: 'Send application' });
    expect(screen.getByLabelText('Store name in Arabic (optional)').getAttribute('dir')).toBe('rtl');
    // On a wide screen the three names share their rows, so the boxes line up under labels of one or two lines.
    for (const label of ['Store name (English)', 'Store name in Arabic (optional)', 'Store name in French (optional)']) {
      expect(screen.getByText(label).closest('label')!.parentElement!.className).toContain('sm:grid-rows-subgrid');
    }
    fireEvent.click(send);
    for (const message of ['Enter the store\'s name.', 'Choose the store\'s zone.', 'Choose what the store sells.', 'Enter the store\'s address.',
      'Place the pin on your store, inside a delivery zone.', 'Add at least one document, such as your trade licence.']) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    const documents = screen.getByLabelText('Documents');
    fireEvent.change(documents, { target: { files: [pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf'), pdf('d.pdf'), pdf('e.pdf'), pdf('f.pdf')] } });
    expect(await screen.findByText('Add at most 5 documents.')).toBeTruthy();
    fireEvent.change(documents, { target: { files: [pdf('notes.txt', 10, 'text/plain')] } });
    expect(await screen.findByText('Documents must be PDF, JPEG or PNG files.')).toBeTruthy();
    fireEvent.change(documents, { target: { files: [pdf('big.pdf', 5 * 1024 * 1024 + 1)] } });
    expect(await screen.findByText('Each document must be at most 5 MB.')).toBeTruthy();
    type('Email', 'nadia-at-example');
    fireEvent.click(send);
    expect(await screen.findByText('Must be a valid email')).toBeTruthy();
    expect(posted(fetchMock)).toHaveLength(0);
  });

  it('shows the server\'s refusal of the place under the map', async () => {
    const fetchMock = open({ status: 400, body: { errors: [{ code: 'latitude', message: 'The store\'s place on the map must be inside its zone.' }] } });
    await fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('The place on the map must be inside the chosen zone.')).toBeTruthy();
    expect(posted(fetchMock)).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'pin outside' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Place the pin on your store, inside a delivery zone.')).toBeTruthy();
    expect(posted(fetchMock)).toHaveLength(1);
  });

  it('sends the form with its documents and says where the answer will be written', async () => {
    const fetchMock = open({ body: { id: 12, email: 'nadia@example.com' } });
    await fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Thank you, we have your application')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('We will look at Date Palm Bakery and write to nadia@example.com.');
    const form = posted(fetchMock)[0]![1]!.body as FormData;
    expect(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
      name: 'Date Palm Bakery', zone_id: '2', module_id: '1', address: 'Marina Walk 3', f_name: 'Nadia', email: 'nadia@example.com', phone: '+971 50 555 0101',
      latitude: '25.08', longitude: '55.14',
    });
    expect((form.getAll('documents') as File[]).map((f) => f.name)).toEqual(['licence.pdf']);
  });
});
