import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authMessages, validationMessages as m } from '@hireloop/shared';
import { makeAuth, makeUser } from '@/test/fixtures';
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

function setup(
  handlers: Parameters<typeof mockApi>[0] = {},
  entry: Parameters<typeof renderApp>[0] = '/login',
) {
  const api = mockApi(handlers);
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { api, user, ...renderApp(entry) };
}

const passwordBox = () => screen.getByLabelText(/^Password/, { selector: 'input' });

describe('sign-in (docs/product.md 2.6)', () => {
  it('shows the required messages and sends nothing', async () => {
    const { user, api } = setup();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(m.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(m.passwordRequired)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('checks the e-mail shape and the 6-character password minimum', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Email Address'), 'not-an-email');
    await user.type(passwordBox(), '12345');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(m.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(m.passwordMin6)).toBeInTheDocument();
  });

  it('toggles password visibility', async () => {
    const { user } = setup();
    expect(passwordBox()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordBox()).toHaveAttribute('type', 'text');
  });

  it('reveals the two sign-up choices and links the forgotten password', async () => {
    const { user } = setup();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByRole('link', { name: 'Job Seeker' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Create one here/ }));
    expect(screen.getByRole('link', { name: 'Job Seeker' })).toHaveAttribute('href', '/signup/jobseeker');
    expect(screen.getByRole('link', { name: 'Employer' })).toHaveAttribute('href', '/signup/employer');
  });

  it('shows the sign-in claims', () => {
    setup();
    for (const claim of ['50K+', '10K+', '1M+']) expect(screen.getByText(claim)).toBeInTheDocument();
  });

  it('shows the server message, else the default failure text', async () => {
    const { user } = setup({ 'POST /api/auth/login': [401, { message: 'Invalid email or password' }] });
    await user.type(screen.getByLabelText('Email Address'), 'asha@example.com');
    await user.type(passwordBox(), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();

    mockApi({ 'POST /api/auth/login': [401, {}] });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(authMessages.loginFailed)).toBeInTheDocument();
  });

  it('welcomes the user back, then after 1 s opens the target for the role', async () => {
    const asha = makeUser({ kycCompleted: true });
    const { user, api, router } = setup({
      'POST /api/auth/login': [200, makeAuth(asha)],
      'GET /api/auth/me': [200, { success: true, user: asha, ...asha }],
    });
    await user.type(screen.getByLabelText('Email Address'), 'Asha@Example.com');
    await user.type(passwordBox(), 'secret1');
    await user.click(screen.getByLabelText('Remember me'));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: authMessages.welcomeBack })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/login')[0]?.body).toEqual({
      email: 'asha@example.com',
      password: 'secret1',
      rememberMe: true,
    });
    expect(router.state.location.pathname).toBe('/login');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/find-jobs'));
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ email: 'asha@example.com' });
  });

  it('falls back to the user of the login answer when the profile call fails', async () => {
    const employer = makeUser({ role: 'employer' });
    const { user, router } = setup({
      'POST /api/auth/login': [200, makeAuth(employer)],
      'GET /api/auth/me': [404, {}],
    });
    await user.type(screen.getByLabelText('Email Address'), 'boss@acme.io');
    await user.type(passwordBox(), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('heading', { name: authMessages.welcomeBack });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/employer-dashboard'));
  });
});
