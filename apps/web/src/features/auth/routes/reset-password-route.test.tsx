import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authMessages, authText, validationMessages as m } from '@hireloop/shared';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const newPassword = () => screen.getByLabelText(/^New Password/, { selector: 'input' });
const confirmPassword = () => screen.getByLabelText(/^Confirm Password/, { selector: 'input' });

describe('reset password (docs/product.md 2.10)', () => {
  it('explains an invalid link when the token is missing', () => {
    mockApi({});
    renderApp('/reset-password');
    expect(screen.getByRole('heading', { name: authMessages.invalidResetLinkTitle })).toBeInTheDocument();
    expect(screen.getByText(authMessages.invalidResetLinkText)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /reset link/i })).toHaveAttribute('href', '/forgot-password');
  });

  it('validates the new password and its confirmation', async () => {
    const api = mockApi({});
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp('/reset-password/tok123');
    expect(screen.getByText(authText.resetPasswordHint)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/forgot-password');

    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(m.passwordRequired)).toBeInTheDocument();
    expect(await screen.findByText(m.confirmRequired)).toBeInTheDocument();

    await user.type(newPassword(), 'Str0ngPass');
    await user.type(confirmPassword(), 'Str0ngPas');
    expect(await screen.findByText(m.passwordsDoNotMatch)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows the failure text, or the server message', async () => {
    mockApi({ 'POST /api/auth/reset-password': [400, {}] });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp('/reset-password/expired');
    await user.type(newPassword(), 'Str0ngPass');
    await user.type(confirmPassword(), 'Str0ngPass');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(authMessages.resetFailed)).toBeInTheDocument();
  });

  it('confirms the reset and opens /login after 3 s', async () => {
    const api = mockApi({ 'POST /api/auth/reset-password': [200, { success: true, message: 'done' }] });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = renderApp('/reset-password/tok123');
    await user.type(newPassword(), 'Str0ngPass');
    await user.type(confirmPassword(), 'Str0ngPass');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByRole('heading', { name: authMessages.resetSuccessTitle })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/reset-password')[0]?.body).toEqual({
      token: 'tok123',
      password: 'Str0ngPass',
    });
    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(router.state.location.pathname).toBe('/reset-password/tok123');
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
