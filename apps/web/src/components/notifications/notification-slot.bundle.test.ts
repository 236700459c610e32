import path from 'node:path';
import { rolldown } from 'rolldown';
import { describe, expect, it } from 'vitest';

/**
 * The bell's slot is in every signed-in header and in the job page's layout, which a visitor's first
 * visit loads too: what it brings at once must stay small. The list, its schemas and the stream load
 * later, with the bell itself (docs/decisions/0024-notifications.md).
 */
describe('what the bell slot loads at once', () => {
  it('does not bring zod (about 23 KB gzipped) into the first load', async () => {
    const bundle = await rolldown({
      input: path.join(import.meta.dirname, 'notification-slot.tsx'),
      external: [/^react/, /^lucide-react/, /^@radix-ui\//, /^@tanstack\//],
      logLevel: 'silent',
    });
    const { output } = await bundle.generate({ format: 'esm' });
    await bundle.close();
    const chunks = new Map(output.flatMap((o) => (o.type === 'chunk' ? [[o.fileName, o] as const] : [])));
    // The entry and the chunks it imports statically: what loads with the header, before the bell.
    const atOnce = new Set<string>();
    const visit = (fileName: string) => {
      if (atOnce.has(fileName)) return;
      atOnce.add(fileName);
      chunks.get(fileName)?.imports.forEach(visit);
    };
    visit([...chunks.values()].find((c) => c.isEntry)!.fileName);
    const modules = [...atOnce].flatMap((fileName) => chunks.get(fileName)?.moduleIds ?? []);
    expect(modules.some((id) => id.includes('/notifications/bell-face'))).toBe(true);
    expect(modules.filter((id) => id.includes('/node_modules/zod/'))).toEqual([]);
  }, 30_000);
});
