import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authMessages, authText, validationMessages as m } from '@hireloop/shared';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('forgot password (docs/product.md 2.9)', () => {
  it('has a Back to Home link and validates the e-mail', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderApp('/forgot-password');
    expect(screen.getByRole('link', { name: /Back to Home/ })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(m.emailRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email Address'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(m.emailInvalid)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('lets the message follow the typing until the address is right, then waits for the next submit', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderApp('/forgot-password');
    const box = screen.getByLabelText('Email Address');
    await user.type(box, 'asha');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(m.emailInvalid)).toBeInTheDocument();

    await user.type(box, '@example.com');
    await waitFor(() => expect(screen.queryByText(m.emailInvalid)).not.toBeInTheDocument());
    await user.clear(box);
    await user.type(box, 'asha@');
    // Give a revalidation time to show a message, which it must not.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(m.emailInvalid)).not.toBeInTheDocument();
    expect(box).not.toHaveAttribute('aria-invalid');
  });

  it('confirms with the default text and returns to the form', async () => {
    mockApi({ 'POST /api/auth/forgot-password': [200, { success: true, message: '' }] });
    const user = userEvent.setup();
    renderApp('/forgot-password');
    await user.type(screen.getByLabelText('Email Address'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByRole('heading', { name: authText.checkYourEmail })).toBeInTheDocument();
    expect(screen.getByText(authMessages.forgotSuccess)).toBeInTheDocument();
    expect(screen.getByText(/spam/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: authText.tryAnotherEmail }));
    expect(screen.getByLabelText('Email Address')).toBeInTheDocument();
  });

  it('shows the failure text', async () => {
    mockApi({ 'POST /api/auth/forgot-password': [429, {}] });
    const user = userEvent.setup();
    renderApp('/forgot-password');
    await user.type(screen.getByLabelText('Email Address'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(authMessages.forgotFailed)).toBeInTheDocument();
  });
});
