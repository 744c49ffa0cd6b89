import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reviewFixture } from '@/test/review-fixtures';
import { ReviewCard } from './review-card';

describe('ReviewCard', () => {
  it('shows half stars, the comment and the photos as small lazy thumbnails that open larger', () => {
    render(<ReviewCard review={reviewFixture({ rating: 3.5, attachment_full_url: ['/r/1.png', '/r/2.png'] })} />);
    const card = screen.getByTestId('review');
    expect(within(card).getByRole('img', { name: 'Rated 3.5 out of 5' }).querySelector('[data-stars]')!.getAttribute('data-stars')).toBe(
      'full,full,full,half,empty',
    );
    expect(card.textContent).toContain('Crisp crust, lovely basil.');
    const thumbnails = within(within(card).getByTestId('review-photos')).getAllByRole('button');
    expect(thumbnails.map((button) => button.getAttribute('aria-label'))).toEqual(['Open photo 1', 'Open photo 2']);
    expect(thumbnails[1]!.querySelector('img')!.getAttribute('loading')).toBe('lazy');

    fireEvent.click(thumbnails[1]!);
    const viewer = screen.getByRole('dialog', { name: 'Review photo 2' });
    expect(within(viewer).getByRole('img', { name: 'Review photo 2' }).getAttribute('src')).toBe('/r/2.png');
    fireEvent.click(within(viewer).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has no photo row without photos', () => {
    render(<ReviewCard review={reviewFixture()} />);
    expect(screen.queryByTestId('review-photos')).toBeNull();
  });

  it("shows the store's reply under the review, labelled, and nothing of the kind without one", () => {
    const { unmount } = render(<ReviewCard review={reviewFixture({ reply: 'Thank you, Layla!\nSee you soon.' })} />);
    const card = screen.getByTestId('review');
    const reply = within(card).getByTestId('review-reply');
    expect(reply.textContent).toBe("Store's replyThank you, Layla!\nSee you soon.");
    const comment = within(card).getByText('Crisp crust, lovely basil.');
    expect(comment.compareDocumentPosition(reply) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    unmount();
    render(<ReviewCard review={reviewFixture()} />);
    expect(screen.queryByTestId('review-reply')).toBeNull();
  });
});
