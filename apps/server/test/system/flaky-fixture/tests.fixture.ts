import { expect, it } from 'vitest';

let attempts = 0;

it('passes on its second attempt', () => {
  attempts += 1;
  expect(attempts).toBe(2);
});

it('passes at once', () => {
  expect(1 + 1).toBe(2);
});

it.skip('is skipped', () => {});
