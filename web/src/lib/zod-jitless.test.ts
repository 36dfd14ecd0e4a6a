import { describe, expect, it } from 'vitest';

describe('zod-jitless', () => {
  it('puts Zod in jitless mode without importing it first', async () => {
    await import('@/lib/zod-jitless');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    // A schema still parses and refuses as before.
    const schema = z.object({ name: z.string().min(1) });
    expect(schema.parse({ name: 'Nimal' })).toEqual({ name: 'Nimal' });
    expect(schema.safeParse({ name: '' }).success).toBe(false);
  });
});
