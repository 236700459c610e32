import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('lets the class given last win a Tailwind conflict', () => {
    expect(cn('px-4 text-slate-600', 'px-2 text-rose-600')).toBe('px-2 text-rose-600');
    expect(cn('px-3 sm:px-4', 'px-2 sm:px-3')).toBe('px-2 sm:px-3');
    expect(cn('hover:bg-slate-100', 'hover:bg-rose-50')).toBe('hover:bg-rose-50');
  });

  it('keeps classes that do not conflict and skips falsy ones', () => {
    expect(cn('h-9 text-sm', false, null, undefined, 'text-white', { 'w-full': true, hidden: false })).toBe(
      'h-9 text-sm text-white w-full',
    );
  });
});
