import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authMessages, signupPanelText, validationMessages as m } from '@hireloop/shared';
import { makeAuth, makeUser } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const employer = makeUser({
  role: 'employer',
  email: 'ravi@acme.io',
  name: 'Ravi Mehta',
  fullName: 'Ravi Mehta',
});

function setup(handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'POST /api/auth/check-existing-user': [
      200,
      { exists: false, isRegistrationComplete: false, isVerified: false, _id: null },
    ],
    'POST /api/auth/send-otp': [200, { success: true, message: 'OTP sent to your email' }],
    'POST /api/auth/verify-otp': [
      200,
      {
        success: true,
        message: 'OTP verified successfully',
        verified: true,
        verificationToken: 'proof-token',
      },
    ],
    'POST /api/auth/check-email': [200, { isCompanyDomain: true }],
    'POST /api/auth/register': [201, makeAuth(employer)],
    'GET /api/auth/me': [200, { success: true, user: employer, ...employer }],
    ...handlers,
  });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { api, user, ...renderApp('/signup/employer') };
}

async function fillVerifiedForm(user: ReturnType<typeof userEvent.setup>, email = 'ravi@acme.io') {
  await user.type(screen.getByLabelText(/Full Name/), 'Ravi Mehta');
  await user.type(screen.getByLabelText(/Company Name/), '  Acme  ');
  await user.type(screen.getByLabelText(/Company Email Address/), email);
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await user.type(await screen.findByLabelText(/Verification Code/), '123456');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await screen.findByRole('button', { name: 'Verified' });
  await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Str0ngPass');
  await user.click(screen.getByRole('checkbox'));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('employer sign-up (docs/product.md 2.8)', () => {
  it('shows the form beside a marketing panel, like the job seeker sign-up', async () => {
    setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create Employer Account' }),
    ).toBeInTheDocument();
    const panel = screen
      .getByRole('heading', { level: 2, name: signupPanelText.employer.title })
      .closest('aside');
    expect(panel).not.toBeNull();
    for (const point of signupPanelText.employer.points) expect(panel).toHaveTextContent(point.title);
  });

  it('asks for the company name right after the full name', async () => {
    const { user } = setup();
    expect(await screen.findByRole('heading', { name: 'Create Employer Account' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Full Name/), 'Ravi');
    await user.type(screen.getByLabelText(/Company Name/), '   ');
    await user.click(screen.getByRole('button', { name: 'Create Employer Account' }));
    expect(await screen.findByText(m.companyNameRequired)).toBeInTheDocument();
  });

  it("says when the name or the company name is too long, in the product's words", async () => {
    const { user } = setup();
    expect(await screen.findByRole('heading', { name: 'Create Employer Account' })).toBeInTheDocument();
    await user.click(screen.getByLabelText(/Full Name/));
    await user.paste('R'.repeat(121));
    await user.click(screen.getByLabelText(/Company Name/));
    await user.paste('A'.repeat(161));
    await user.click(screen.getByRole('button', { name: 'Create Employer Account' }));
    expect(await screen.findByText('Full name must be 120 characters or fewer')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/Full Name/));
    await user.type(screen.getByLabelText(/Full Name/), 'Ravi');
    await user.click(screen.getByRole('button', { name: 'Create Employer Account' }));
    expect(await screen.findByText('Company name must be 160 characters or fewer')).toBeInTheDocument();
  });

  it('refuses a free-mail address at Send OTP: the e-mail box shows the error and no code is asked for', async () => {
    const { user, api } = setup({ 'POST /api/auth/send-otp': [400, { message: m.companyEmailRequired }] });
    await user.type(await screen.findByLabelText(/Company Email Address/), 'ravi@gmail.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));

    const email = screen.getByLabelText(/Company Email Address/);
    expect(await screen.findByRole('alert')).toHaveTextContent(m.companyEmailRequired);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(m.companyEmailRequired);
    expect(email).toBeEnabled();
    expect(screen.queryByLabelText(/Verification Code/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Email verified')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/send-otp')[0]?.body).toEqual({
      email: 'ravi@gmail.com',
      role: 'employer',
    });

    // Editing the address clears the error.
    await user.type(email, 'x');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('refuses a free-mail address at submit and lets the e-mail be edited again', async () => {
    const { user, api } = setup({ 'POST /api/auth/check-email': [200, { isCompanyDomain: false }] });
    await fillVerifiedForm(user, 'ravi@gmail.com');
    expect(screen.getByLabelText(/Company Email Address/)).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Create Employer Account' }));

    expect(await screen.findByText(m.companyEmailRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(/Company Email Address/)).toBeEnabled();
    expect(api.callsTo('POST', '/api/auth/check-email')[0]?.body).toEqual({ email: 'ravi@gmail.com' });
    expect(api.callsTo('POST', '/api/auth/register')).toHaveLength(0);
  });

  it('shows the default text when the company check fails', async () => {
    const { user } = setup({ 'POST /api/auth/check-email': [503, null] });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await fillVerifiedForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Employer Account' }));
    expect(await screen.findByText(authMessages.companyEmailCheckFailed)).toBeInTheDocument();
  });

  it('shows the server message when registration fails', async () => {
    const { user } = setup({ 'POST /api/auth/register': [409, { message: 'Account already exists' }] });
    await fillVerifiedForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Employer Account' }));
    expect(await screen.findByText('Account already exists')).toBeInTheDocument();
  });

  it('registers with the trimmed company name and opens the dashboard after 2 s', async () => {
    const { user, api, router } = setup();
    await fillVerifiedForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Employer Account' }));

    expect(await screen.findByText('Redirecting to your dashboard...')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/register')[0]?.body).toEqual({
      email: 'ravi@acme.io',
      name: 'Ravi Mehta',
      password: 'Str0ngPass',
      role: 'employer',
      companyName: 'Acme',
      verificationToken: 'proof-token',
    });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/employer-dashboard'));
  });
});
