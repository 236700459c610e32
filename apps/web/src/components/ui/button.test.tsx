import { render, screen } from '@testing-library/react';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { Button, buttonClasses } from './button';
import { buttonVariants } from './button-variants';
import { Spinner } from './spinner';

const variants = ['primary', 'secondary', 'ghost', 'danger', 'success', 'onBrand', 'onBrandOutline'] as const;
const sizes = ['sm', 'md', 'lg'] as const;
const classes = (el: HTMLElement) => el.className.split(' ');

describe('Button', () => {
  it("lets the caller's classes win over the variant's (the red Delete of profile entries)", () => {
    render(
      <Button variant="ghost" size="sm" className="text-rose-600 hover:bg-rose-50">
        Delete
      </Button>,
    );
    const button = classes(screen.getByRole('button', { name: 'Delete' }));
    expect(button).toContain('text-rose-600');
    expect(button).not.toContain('text-slate-600');
    expect(button).toContain('hover:bg-rose-50');
    expect(button).not.toContain('hover:bg-slate-100');
  });

  it('keeps the compact padding a caller asks for (the applicant card)', () => {
    const link = buttonClasses('secondary', 'sm', 'min-w-0 px-2 sm:px-3').split(' ');
    expect(link).toContain('px-2');
    expect(link).not.toContain('px-3');
    expect(link).toContain('sm:px-3');
  });

  it('has no two classes for one property in any variant, so the site can use it without merging', () => {
    for (const surface of ['app', 'site'] as const)
      for (const variant of variants)
        for (const size of sizes) {
          const joined = buttonVariants({ surface, variant, size });
          expect(twMerge(joined), `${surface} ${variant} ${size}`).toBe(joined);
        }
  });

  it('gives the public site its own padding, shadow and focus ring', () => {
    const site = buttonVariants({ surface: 'site', variant: 'primary', size: 'md' }).split(' ');
    expect(site).toEqual(expect.arrayContaining(['px-5', 'shadow-md', 'active:scale-[0.98]']));
    expect(site).toContain('focus-visible:outline-indigo-500');
    const app = buttonVariants({ variant: 'primary', size: 'md' }).split(' ');
    expect(app).toEqual(expect.arrayContaining(['px-4', 'shadow-sm', 'focus-visible:ring-2']));
    expect(app).not.toContain('active:scale-[0.98]');
  });
});

describe('Spinner', () => {
  it('uses its own size and border unless the caller gives them', () => {
    const { container } = render(
      <>
        <Spinner />
        <Spinner className="size-4" />
        <Spinner className="size-10 border-[3px]" />
      </>,
    );
    const [plain, small, thick] = [...container.querySelectorAll('span')].map(classes);
    expect(plain).toEqual(expect.arrayContaining(['size-5', 'border-2']));
    expect(small).toEqual(expect.arrayContaining(['size-4', 'border-2']));
    expect(small).not.toContain('size-5');
    expect(thick).toEqual(expect.arrayContaining(['size-10', 'border-[3px]']));
    expect(thick).not.toContain('border-2');
  });
});
