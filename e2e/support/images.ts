import type { Locator } from '@playwright/test';

/**
 * The width the browser decoded an image at, once it has finished loading (0 when it failed to).
 * An `img` whose `src` was just set is still loading, with a natural width of 0: reading it at once
 * raced the picture's download (a flaky check in CI).
 */
export function loadedWidth(img: Locator): Promise<number> {
  return img.evaluate((el: HTMLImageElement) =>
    el.complete
      ? el.naturalWidth
      : new Promise<number>((resolve) => {
          el.addEventListener('load', () => resolve(el.naturalWidth), { once: true });
          el.addEventListener('error', () => resolve(0), { once: true });
        }),
  );
}
