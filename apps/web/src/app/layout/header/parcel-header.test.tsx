import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customerFixture } from '@/test/account-fixtures';
import { configFixture, moduleFixture } from '@/test/fixtures';
import { mockFetch, renderWithApp } from '@/test/utils';
import { saveLocation, signIn } from '@/test/wishlist-fixtures';
import { DesktopHeader } from './desktop-header';
import { MobileHeader } from './mobile-header';

function setup(Header: typeof DesktopHeader) {
  mockFetch({
    config: { body: configFixture() },
    module: { body: [moduleFixture({ module_name: 'Food' }), moduleFixture({ id: 5, module_type: 'parcel', module_name: 'Parcel' })] },
    'customer/info': { body: customerFixture() },
    'customer/cart/list': { body: [] },
  });
  renderWithApp(<Header onOpenCart={() => {}} />);
}

/** The parcel module hides chat, wishlist, cart, module links and the track icon, and shows Contact. */
describe('the header in the parcel module', () => {
  it('desktop, guest: Contact, and no cart, module links or track icon', async () => {
    saveLocation('parcel');
    setup(DesktopHeader);
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect((await nav.findByRole('link', { name: 'Contact' })).getAttribute('href')).toBe('/help-and-support');
    expect(nav.queryByRole('button', { name: 'Food' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Track Order' })).toBeNull();
    expect(screen.queryByTestId('cart-button')).toBeNull();
  });

  it('desktop, signed in: no chat or wishlist either', async () => {
    signIn('parcel');
    setup(DesktopHeader);
    expect(await screen.findByRole('link', { name: 'Contact' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /chat/i })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Wishlist' })).toBeNull();
    expect(screen.queryByTestId('cart-button')).toBeNull();
  });

  it('outside parcel the guest keeps the track icon and the module links, without Contact', async () => {
    saveLocation('food');
    setup(DesktopHeader);
    expect(await screen.findByRole('link', { name: 'Track Order' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Food' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Contact' })).toBeNull();
  });

  it('mobile: no cart, chat or wishlist; the drawer offers Contact instead of Track Order', async () => {
    signIn('parcel');
    setup(MobileHeader);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = within(await screen.findByRole('dialog'));
    expect((await drawer.findByRole('link', { name: 'Contact' })).getAttribute('href')).toBe('/help-and-support');
    expect(drawer.queryByRole('link', { name: 'Track Order' })).toBeNull();
    expect(screen.queryByTestId('cart-button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Wishlist' })).toBeNull();
  });
});
