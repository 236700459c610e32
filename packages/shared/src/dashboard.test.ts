import { describe, expect, it } from 'vitest';
import { imageFileError } from './company-profile';
import { IMAGE_MAX_BYTES } from './constants';
import { percentChange } from './dashboard';
import { profileMessages } from './profile';

describe('percentChange (ADR 0007)', () => {
  it('is the rounded percent change of the last window against the one before', () => {
    expect(percentChange(3, 2)).toBe(50);
    expect(percentChange(3, 4)).toBe(-25);
    expect(percentChange(0, 3)).toBe(-100);
    expect(percentChange(2, 3)).toBe(-33);
    expect(percentChange(5, 5)).toBe(0);
  });

  it('is 0 when the earlier window had nothing', () => {
    expect(percentChange(7, 0)).toBe(0);
    expect(percentChange(0, 0)).toBe(0);
  });
});

describe('imageFileError', () => {
  it('accepts JPEG, PNG, WebP and GIF up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif']) {
      expect(imageFileError({ type, size: IMAGE_MAX_BYTES })).toBeNull();
    }
  });

  it('refuses other types and larger files', () => {
    expect(imageFileError({ type: 'image/svg+xml', size: 10 })).toBe(profileMessages.imageWrongType);
    expect(imageFileError({ type: '', size: 10 })).toBe(profileMessages.imageWrongType);
    expect(imageFileError({ type: 'image/png', size: IMAGE_MAX_BYTES + 1 })).toBe(
      profileMessages.imageTooLarge,
    );
  });
});
