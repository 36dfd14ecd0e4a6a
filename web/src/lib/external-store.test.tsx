import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSyncExternalStoreWithSelector } from './external-store';

function makeStore<T>(initial: T) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    setState(next: T) {
      state = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

describe('useSyncExternalStoreWithSelector', () => {
  it('renders again when the selection changes, and not when another part of the store does', () => {
    const store = makeStore({ count: 1, other: 'a' });
    const renders = vi.fn();
    function Count() {
      const count = useSyncExternalStoreWithSelector(store.subscribe, store.getState, undefined, (state) => state.count);
      renders();
      return <p>{count}</p>;
    }
    render(<Count />);
    expect(screen.getByText('1')).toBeInTheDocument();
    const before = renders.mock.calls.length;
    act(() => store.setState({ count: 1, other: 'b' }));
    expect(renders.mock.calls.length).toBe(before);
    act(() => store.setState({ count: 2, other: 'b' }));
    expect(screen.getByText('2')).toBeInTheDocument();
  });

  it('keeps the selection it rendered with when isEqual finds the new one equal', () => {
    const store = makeStore({ ids: [1, 2], other: 0 });
    const seen: number[][] = [];
    const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((id, index) => id === b[index]);
    function Ids() {
      const ids = useSyncExternalStoreWithSelector(store.subscribe, store.getState, undefined, (state) => [...state.ids], sameIds);
      seen.push(ids);
      return <p>{ids.join(',')}</p>;
    }
    render(<Ids />);
    act(() => store.setState({ ids: [1, 2], other: 1 }));
    expect(new Set(seen).size).toBe(1);
    act(() => store.setState({ ids: [1, 2, 3], other: 1 }));
    expect(screen.getByText('1,2,3')).toBeInTheDocument();
    expect(seen.at(-1)).toEqual([1, 2, 3]);
  });

  it('computes the selection once per snapshot', () => {
    const store = makeStore({ count: 1 });
    const selector = vi.fn((state: { count: number }) => state.count * 2);
    function Double() {
      return <p>{useSyncExternalStoreWithSelector(store.subscribe, store.getState, undefined, selector)}</p>;
    }
    const { rerender } = render(<Double />);
    const calls = selector.mock.calls.length;
    rerender(<Double />);
    rerender(<Double />);
    expect(selector.mock.calls.length).toBe(calls);
    expect(screen.getByText('2')).toBeInTheDocument();
  });
});
