import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { buttonVariants, type ButtonVariantProps } from './button-variants';
import { cn } from './cn';
import { Spinner } from './spinner';

type Variant = NonNullable<ButtonVariantProps['variant']>;
type Size = NonNullable<ButtonVariantProps['size']>;

/**
 * The app's button look for links (`<Link className={buttonClasses('secondary', 'sm')}>`); the
 * caller's classes win over the variant's.
 */
export function buttonClasses(variant: Variant = 'primary', size: Size = 'md', className?: string): string {
  return cn(buttonVariants({ variant, size }), className);
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonVariantProps {
  /** Shows a spinner and disables the button. */
  loading?: boolean;
  icon?: ReactNode;
}

/** A button in one of the variants of `buttonVariants`; `className` wins over the variant's classes. */
export function Button({
  variant,
  size,
  surface,
  loading = false,
  icon,
  className,
  disabled,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cn(buttonVariants({ variant, size, surface }), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <Spinner className="size-4" /> : icon}
      {children}
    </button>
  );
}
