import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Select } from './select';
import { Textarea } from './textarea';
import { Alert } from './alert';
import { Checkbox } from './checkbox';
import { Field, FormErrorContext } from './field';
import { Input } from './input';
import { PasswordInput } from './password-input';

/** Every shared control inside a Field: an error makes it invalid and describes it; a hint describes it. */
const CONTROLS = {
  Input: (id: string) => <Input id={id} />,
  PasswordInput: (id: string) => <PasswordInput id={id} />,
  Textarea: (id: string) => <Textarea id={id} />,
  'job form Select': (id: string) => <Select id={id} options={['A', 'B']} placeholder="Pick one" />,
};

describe('Field', () => {
  for (const [name, control] of Object.entries(CONTROLS)) {
    it(`marks a ${name} with an error invalid and describes it by the error`, () => {
      render(
        <Field htmlFor="f" label="Name" error="Enter your name">
          {control('f')}
        </Field>,
      );
      const box = screen.getByLabelText('Name');
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveAccessibleDescription('Enter your name');
    });

    it(`describes a valid ${name} by its hint, and does not mark it invalid`, () => {
      render(
        <Field htmlFor="f" label="Name" hint="As on your ID">
          {control('f')}
        </Field>,
      );
      const box = screen.getByLabelText('Name');
      expect(box).not.toHaveAttribute('aria-invalid');
      expect(box).toHaveAccessibleDescription('As on your ID');
    });
  }

  it('keeps a description the control names itself next to the error', () => {
    render(
      <>
        <p id="counter">3 of 10</p>
        <Field htmlFor="f" label="Skill" error="Already added">
          <Input id="f" aria-describedby="counter" />
        </Field>
      </>,
    );
    expect(screen.getByLabelText('Skill')).toHaveAccessibleDescription('3 of 10 Already added');
  });

  it("describes an invalid control outside a Field's error by the form's error line", () => {
    render(
      <FormErrorContext value="form-error">
        <Field htmlFor="n" label="Full Name">
          <Input id="n" invalid />
        </Field>
        <Checkbox id="t" label="I agree" invalid />
        <Alert id="form-error">Please accept the terms</Alert>
      </FormErrorContext>,
    );
    for (const box of [screen.getByLabelText('Full Name'), screen.getByLabelText('I agree')]) {
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveAccessibleDescription('Please accept the terms');
    }
    expect(screen.getByRole('alert')).toHaveTextContent('Please accept the terms');
  });
});
