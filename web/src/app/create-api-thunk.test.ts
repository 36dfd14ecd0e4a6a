import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { apiThunkCreator } from '@/app/create-api-thunk';
import { pageReady } from '@/lib/page-ready';
import { plantSeeds } from '@/lib/seeds';

const answered = (status: number, data: unknown) => ({ isHttpError: true, response: { status, data } });

const fakeApi = {
  greet: async (name: string) => `hello ${name}`,
  refuse: async (): Promise<string> => {
    throw answered(409, { success: false, message: 'Already taken.', errors: [{ field: 'name', message: 'Taken.' }] });
  },
  breakDown: async (): Promise<string> => {
    throw new Error('socket hang up');
  },
};

let loads = 0;
const createThunk = apiThunkCreator(async () => {
  loads += 1;
  return fakeApi;
});
const greet = createThunk('test/greet', (api, name: string) => api.greet(name), 'Failed to greet');
const refuse = createThunk('test/refuse', (api) => api.refuse(), 'Failed to refuse');
const breakDown = createThunk('test/breakDown', (api) => api.breakDown(), 'Failed to break down');

describe('apiThunkCreator', () => {
  it('fetches the api on a call and resolves with what the call returns', async () => {
    const before = loads;
    const result = await makeStore().dispatch(greet('Nimal'));
    expect(greet.fulfilled.match(result) && result.payload).toBe('hello Nimal');
    expect(loads).toBe(before + 1);
  });

  it("rejects with the server's message and field errors", async () => {
    const result = await makeStore().dispatch(refuse());
    expect(refuse.rejected.match(result) && result.payload).toEqual({
      message: 'Already taken.',
      fieldErrors: [{ field: 'name', message: 'Taken.' }],
      status: 409,
      fromServer: true,
    });
  });

  it('rejects with the fallback message when no answer came back', async () => {
    const result = await makeStore().dispatch(breakDown());
    expect(breakDown.rejected.match(result) && result.payload).toEqual({
      message: 'Failed to break down',
      fieldErrors: [],
      status: null,
      fromServer: false,
    });
  });

  it('leaves out, once, a call the server made for the page being hydrated, until the page is in place', async () => {
    // The server's render noted the call (its type and argument) with the page (lib/seeds.ts).
    plantSeeds({ 'stored-calls': ['test/greet "Nimal"', 'test/greet "Kamala"'] });
    const store = makeStore();
    const before = loads;
    const skipped = await store.dispatch(greet('Nimal'));
    expect(greet.rejected.match(skipped) && skipped.meta.condition).toBe(true);
    expect(loads).toBe(before);
    // Another argument, and the same call again (a retry), go out.
    expect(greet.fulfilled.match(await store.dispatch(greet('Sunil')))).toBe(true);
    expect(greet.fulfilled.match(await store.dispatch(greet('Nimal')))).toBe(true);
    expect(loads).toBe(before + 2);
    // A signed-in reader's call goes out: its answer may carry their own marks.
    plantSeeds({ 'stored-calls': ['test/greet "Ravi"'] });
    localStorage.setItem('customerToken', 'a-token');
    expect(greet.fulfilled.match(await store.dispatch(greet('Ravi')))).toBe(true);
    localStorage.removeItem('customerToken');
    expect(loads).toBe(before + 3);
    // Once the first page is in place, what the server noted is forgotten.
    pageReady();
    expect(greet.fulfilled.match(await store.dispatch(greet('Kamala')))).toBe(true);
    expect(loads).toBe(before + 4);
  });
});
