import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Image } from './image';

describe('Image', () => {
  it('draws its own placeholder for the server\'s placeholder address and for none, and the picture otherwise', () => {
    const { container, rerender } = render(<Image src="http://localhost:8080/storage/placeholder.svg" alt="Pizza" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-placeholder="no-image"]')?.getAttribute('aria-label')).toBe('Pizza');
    rerender(<Image src="" alt="Pizza" />);
    expect(container.querySelector('img')).toBeNull();
    rerender(<Image src="http://localhost:8080/storage/item/pizza.webp" alt="Pizza" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('http://localhost:8080/storage/item/pizza.webp');
  });
});

describe('Avatar', () => {
  it('shows the initials for the server\'s placeholder, and the photo when there is one', async () => {
    const { Avatar } = await import('./avatar');
    const { container, rerender } = render(<Avatar src="http://localhost:8080/storage/placeholder.svg" name="Sara Ahmed" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('SA');
    rerender(<Avatar src="http://localhost:8080/storage/profile/sara.webp" name="Sara Ahmed" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('http://localhost:8080/storage/profile/sara.webp');
  });
});
