import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveLocation, signIn } from '@/test/wishlist-fixtures';
import { renderWithApp } from '@/test/utils';
import { ChatLink } from './chat-link';

const link = <ChatLink type="vendor" id={3} from="store" label="Chat with store" />;

describe('ChatLink', () => {
  it('opens /chatting with the party for a signed-in customer', () => {
    signIn();
    renderWithApp(link);
    expect(screen.getByRole('link', { name: 'Chat with store' }).getAttribute('href')).toBe('/chatting?type=vendor&chatFrom=store&id=3');
  });

  it('is not there for guests', () => {
    saveLocation();
    renderWithApp(link);
    expect(screen.queryByRole('link', { name: 'Chat with store' })).toBeNull();
  });

  it('is not there in the parcel module', () => {
    signIn('parcel');
    renderWithApp(link);
    expect(screen.queryByRole('link', { name: 'Chat with store' })).toBeNull();
  });
});
