// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { httpMessages } from '@contract';
import { ActionRefused, createActionGuard } from './action-guard';

function setup(online = true) {
  const refuse = vi.fn();
  const state = { online };
  const guard = createActionGuard({ isOnline: () => state.online, refuse });
  return { guard, refuse, state };
}

describe('action guard (spec §4)', () => {
  it('runs an action and reports busy while it is in flight', async () => {
    const { guard } = setup();
    const seen: boolean[] = [];
    guard.subscribe(() => seen.push(guard.isBusy()));
    await expect(guard.run(async () => 'done')).resolves.toBe('done');
    expect(seen).toEqual([true, false]);
    expect(guard.isBusy()).toBe(false);
  });

  it("refuses a second action while one is in flight with 'Please slow down!...'", async () => {
    const { guard, refuse } = setup();
    let finish!: () => void;
    const first = guard.run(() => new Promise<void>((r) => (finish = r)));
    const second = vi.fn(async () => 'never');
    await expect(guard.run(second)).rejects.toBeInstanceOf(ActionRefused);
    expect(second).not.toHaveBeenCalled();
    expect(refuse).toHaveBeenCalledWith(httpMessages.slowDown);
    finish();
    await first;
    await expect(guard.run(async () => 'next')).resolves.toBe('next'); // free again
  });

  it('frees itself when an action fails', async () => {
    const { guard } = setup();
    await expect(guard.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(guard.isBusy()).toBe(false);
  });

  it('refuses at once when offline, without running the action', async () => {
    const { guard, refuse, state } = setup(false);
    const action = vi.fn(async () => 1);
    await expect(guard.run(action)).rejects.toThrow(httpMessages.offline);
    expect(action).not.toHaveBeenCalled();
    expect(refuse).toHaveBeenCalledWith(httpMessages.offline);
    state.online = true;
    await expect(guard.run(action)).resolves.toBe(1);
  });
});
