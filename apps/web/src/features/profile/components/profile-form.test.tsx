import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customerFixture, requestBody } from '@/test/account-fixtures';
import { mockFetch, renderWithApp, type MockResponse } from '@/test/utils';
import { ProfileForm } from './profile-form';

const UPDATED: MockResponse = { body: { message: 'Updated successfully.', customer: customerFixture() } };

function setup(customer = customerFixture(), answer: MockResponse = UPDATED) {
  const fetchMock = mockFetch({ 'customer/update-profile': answer });
  renderWithApp(<ProfileForm customer={customer} />);
  return { fetchMock };
}

const choosePhoto = (file: File) => fireEvent.change(screen.getByLabelText('Change photo'), { target: { files: [file] } });
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
const sentForm = async (fetchMock: ReturnType<typeof mockFetch>) => {
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  return requestBody(fetchMock, 'customer/update-profile') as FormData;
};

describe('ProfileForm', () => {
  it('refuses a photo that is not a JPG, JPEG, PNG or GIF', () => {
    setup();
    choosePhoto(new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert').textContent).toBe('Please choose a JPG, JPEG, PNG or GIF image.');
    expect(screen.queryByTestId('photo-cropper')).toBeNull();
  });

  it('refuses a photo over 2 MB', () => {
    setup();
    choosePhoto(new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(screen.getByRole('alert').textContent).toBe('The image must be at most 2 MB.');
    expect(screen.queryByTestId('photo-cropper')).toBeNull();
  });

  it('opens the square crop for an acceptable photo', async () => {
    setup();
    choosePhoto(new File([new Uint8Array(64)], 'me.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('heading', { name: 'Crop your photo' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends the names and contact but no password while the password is empty', async () => {
    const { fetchMock } = setup();
    fill('First name', 'Lina');
    save();
    const form = await sentForm(fetchMock);
    expect(Object.fromEntries(form.entries())).toEqual({ f_name: 'Lina', l_name: 'Haddad', email: 'layla@example.com', phone: '+971501234567' });
    expect(await screen.findByText('Updated successfully.')).toBeTruthy();
  });

  it('sends the password with its confirmation once filled', async () => {
    const { fetchMock } = setup();
    fill('New password', 'a-new-secret');
    fill('Confirm password', 'a-new-secret');
    save();
    const form = await sentForm(fetchMock);
    expect(form.get('password')).toBe('a-new-secret');
    expect(form.get('confirm_password')).toBe('a-new-secret');
  });

  it('checks a filled password before sending it', () => {
    const { fetchMock } = setup();
    fill('New password', 'a-new-secret');
    fill('Confirm password', 'another');
    save();
    expect(screen.getByText('The password confirmation does not match.')).toBeTruthy();
    fill('First name', ' ');
    save();
    expect(screen.getByText('name is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's 'No changes found to update.'", async () => {
    setup(customerFixture(), { status: 422, body: { errors: [{ code: 'business_rule', message: 'No changes found to update.' }] } });
    save();
    expect(await screen.findByText('No changes found to update.')).toBeTruthy();
  });

  it('keeps the phone read-only and hides the password for Google accounts', () => {
    setup(customerFixture({ login_medium: 'google', social_id: 'g-1' }));
    expect((screen.getByLabelText('Phone') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.getByText(/You sign in with Google/)).toBeTruthy();
  });
});
