import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part';

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('lazyPart', () => {
  it('renders a preloaded part at once, without its fallback', async () => {
    const load = vi.fn(async () => Hello);
    const Part = lazyPart(load);
    await Part.preload();
    await Part.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Part name="there" />
      </Suspense>,
    );
    expect(screen.getByText('Hello there')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends a part not loaded yet, then renders it', async () => {
    const Part = lazyPart(async () => Hello);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Part name="later" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => {
      await Part.preload();
    });
    expect(await screen.findByText('Hello later')).toBeTruthy();
  });

  it('tries again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Hello);
    const Part = lazyPart<{ name: string }>(load);
    await expect(Part.preload()).rejects.toThrow('offline');
    await Part.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
