import type { ReactNode } from 'react';
import { Field } from './field';
import { Input, type InputProps } from './input';

interface InputFieldProps extends Omit<InputProps, 'id' | 'required' | 'invalid'> {
  /** The input's id; the label points at it and the error's id is `${id}-error`. */
  id: string;
  label: ReactNode;
  /** Marks the label and sets aria-required (the forms validate with their schema, not the browser). */
  required?: boolean;
  error?: string;
  hint?: ReactNode;
}

/** A Field holding one Input: the label, the box (red while the error shows), then the error or the hint. */
export function InputField({ id, label, required, error, hint, ...input }: InputFieldProps) {
  return (
    <Field htmlFor={id} label={label} required={required} error={error} hint={hint}>
      <Input id={id} invalid={Boolean(error)} aria-required={required} {...input} />
    </Field>
  );
}
