import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifyNavigation } from '@/lib/modals';
import { ShortMenuDialog } from './short-menu-dialog';

afterEach(cleanup);

const items = [
  { label: 'Students', to: '/students/list' },
  { label: 'Add student', to: '/students/add' },
];

describe('ShortMenuDialog', () => {
  it('shows the title, one link per route and Cancel', () => {
    render(<ShortMenuDialog open onClose={() => undefined} title="Go to" items={items} />);
    expect(screen.getByRole('dialog', { name: 'Go to' })).toBeTruthy();
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['#/students/list', '#/students/add']);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('Cancel and choosing a link close it', () => {
    const onClose = vi.fn();
    render(<ShortMenuDialog open onClose={onClose} title="Go to" items={items} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('link', { name: 'Students' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('closes on navigation (spec §2)', () => {
    const onClose = vi.fn();
    render(<ShortMenuDialog open onClose={onClose} title="Go to" items={items} />);
    act(() => notifyNavigation());
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('renders nothing when closed', () => {
    render(<ShortMenuDialog open={false} onClose={() => undefined} title="Go to" items={items} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
