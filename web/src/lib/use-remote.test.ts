import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { plantSeeds, seedOf } from './seeds';
import { useRemote } from './use-remote';

describe('useRemote', () => {
  it('loads, and loads again on retry', async () => {
    const load = vi.fn().mockResolvedValue(['a']);
    const { result } = renderHook(() => useRemote(load, 'k', 'Failed'));
    expect(result.current.state.status).toBe('loading');
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: ['a'] }));
    act(() => result.current.retry());
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });

  it("starts ready with the seed of a page the server drew, loads nothing on mounting, and leaves the seed for no later mount", async () => {
    plantSeeds({ 'test/strip': ['drawn'] });
    const load = vi.fn().mockResolvedValue(['fresh']);
    const first = renderHook(() => useRemote(load, 'k', 'Failed', { seed: 'test/strip' }));
    expect(first.result.current.state).toEqual({ status: 'ready', data: ['drawn'] });
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
    expect(seedOf('test/strip')).toBeUndefined();
    first.unmount();

    // Another visit to the page loads afresh.
    const second = renderHook(() => useRemote(load, 'k', 'Failed', { seed: 'test/strip' }));
    expect(second.result.current.state.status).toBe('loading');
    await waitFor(() => expect(second.result.current.state).toEqual({ status: 'ready', data: ['fresh'] }));
  });
});
