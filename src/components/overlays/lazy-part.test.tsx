import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part';

afterEach(cleanup);

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('lazyPart', () => {
  it('shows the part once its code arrives, and fetches it once for every later use', async () => {
    const load = vi.fn(async () => Greeting);
    const Part = lazyPart(load);
    render(<Part name="Amina" />);
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(await screen.findByText('Hello Amina')).toBeTruthy();
    cleanup();
    render(<Part name="Tom" />);
    expect(screen.getByText('Hello Tom')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says the part needs a connection when its code cannot be fetched, and fetches again on Try again', async () => {
    const load = vi.fn<() => Promise<typeof Greeting>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(Greeting);
    const Part = lazyPart(load);
    render(<Part name="Amina" />);
    expect(await screen.findByText('This needs a connection.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello Amina')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
