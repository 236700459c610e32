import { describe, expect, it, vi } from 'vitest';

describe('jitless Zod', () => {
  it('builds schemas that parse without ever calling new Function', async () => {
    vi.resetModules();
    await import('./zod-jitless');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);

    const compile = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ email: z.string(), age: z.number() });
    for (let i = 0; i < 3; i++)
      expect(schema.parse({ email: 'a@b.c', age: i })).toEqual({ email: 'a@b.c', age: i });
    expect(compile).not.toHaveBeenCalled();
    compile.mockRestore();
  });
});
