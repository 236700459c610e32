import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authMessages, validationMessages as m } from '@hireloop/shared';
import { makeAuth, makeUser } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const newUser = { exists: false, isRegistrationComplete: false, isVerified: false, _id: null };
const sent: [number, unknown] = [200, { success: true, message: 'OTP sent to your email' }];
const verifiedBody = { success: true, message: 'OTP verified successfully', verified: true };
const verified: [number, unknown] = [200, { ...verifiedBody, verificationToken: 'proof-token' }];

function setup(handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'POST /api/auth/check-existing-user': [200, newUser],
    'POST /api/auth/send-otp': sent,
    'POST /api/auth/resend-otp': sent,
    'POST /api/auth/verify-otp': verified,
    ...handlers,
  });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const view = renderApp('/signup/jobseeker');
  return { api, user, ...view };
}

const emailBox = () => screen.getByLabelText(/Email Address/);
const sendButton = () => screen.getByRole('button', { name: 'Send OTP' });
const otpBox = () => screen.getByLabelText(/Verification Code/);

async function sendCodeFor(user: ReturnType<typeof userEvent.setup>, email = 'asha@example.com') {
  await user.type(emailBox(), email);
  await user.click(sendButton());
  await screen.findByLabelText(/Verification Code/);
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Full Name/), 'Asha Rao');
  await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Str0ngPass');
  await user.click(screen.getByRole('checkbox'));
}

/** The countdown re-arms its timer after each render, so time passes one second per act(). */
async function passSeconds(seconds: number) {
  for (let i = 0; i < seconds; i += 1) await act(() => vi.advanceTimersByTimeAsync(1000));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('job seeker sign-up: the e-mail code (docs/product.md section 4)', () => {
  it('shows the two-column page with the marketing panel', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Job Seeker Sign Up' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Start Your Career Journey' })).toBeInTheDocument();
    expect(screen.getAllByText(/10,000\+/).length).toBeGreaterThan(0);
  });

  it('says the code was sent under the code box, before the resend line', async () => {
    const { user } = setup();
    await sendCodeFor(user);
    const notice = await screen.findByText('OTP sent to your email');
    const resend = screen.getByText(/Didn.t get the code\?/);
    const follows = (a: Node, b: Node) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(otpBox(), notice)).toBe(true);
    expect(follows(notice, resend)).toBe(true);
  });

  it('opens the Terms of Service and Privacy Policy in a new tab, so the form keeps what was typed', async () => {
    setup();
    const terms = await screen.findByRole('link', { name: /^Terms of Service/ });
    const privacy = screen.getByRole('link', { name: /^Privacy Policy/ });
    for (const [link, href] of [
      [terms, '/terms'],
      [privacy, '/privacy'],
    ] as const) {
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
    }
  });

  it('enables Send OTP only for a valid e-mail', async () => {
    const { user } = setup();
    expect(sendButton()).toBeDisabled();
    await user.type(emailBox(), 'asha@');
    expect(sendButton()).toBeDisabled();
    await user.type(emailBox(), 'example.com');
    expect(sendButton()).toBeEnabled();
  });

  it('blocks an e-mail whose account is complete and sends nothing', async () => {
    const { user, api } = setup({
      'POST /api/auth/check-existing-user': [
        200,
        { exists: true, isRegistrationComplete: true, isVerified: true, _id: 'u9' },
      ],
    });
    await user.type(emailBox(), 'taken@example.com');
    await user.click(sendButton());
    expect(await screen.findByText(authMessages.accountExists)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/send-otp')).toHaveLength(0);
    expect(screen.queryByLabelText(/Verification Code/)).not.toBeInTheDocument();
  });

  it('shows the code box, locks the e-mail and counts down before Resend', async () => {
    const { user, api } = setup();
    await sendCodeFor(user);
    expect(api.callsTo('POST', '/api/auth/send-otp')[0]?.body).toEqual({
      email: 'asha@example.com',
      role: 'jobseeker',
    });
    expect(emailBox()).toBeDisabled();
    expect(sendButton()).toBeDisabled();
    expect(otpBox()).toHaveAttribute('maxLength', '6');
    expect(screen.getByText('30s')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();

    await passSeconds(29);
    expect(screen.getByText('1s')).toBeInTheDocument();
    await passSeconds(1);
    await user.click(await screen.findByRole('button', { name: 'Resend OTP' }));
    expect(api.callsTo('POST', '/api/auth/resend-otp')).toHaveLength(1);
    expect(await screen.findByText('30s')).toBeInTheDocument();
  });

  it('checks the code before verifying and marks the e-mail verified', async () => {
    const { user, api } = setup();
    await sendCodeFor(user);
    const verify = screen.getByRole('button', { name: 'Verify' });

    await user.click(verify);
    expect(screen.getByText(m.otpRequired)).toBeInTheDocument();
    await user.type(otpBox(), '123');
    await user.click(verify);
    expect(screen.getByText(m.otpLength)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/verify-otp')).toHaveLength(0);

    await user.type(otpBox(), '456');
    await user.click(verify);
    expect(await screen.findByRole('button', { name: 'Verified' })).toBeDisabled();
    expect(api.callsTo('POST', '/api/auth/verify-otp')[0]?.body).toEqual({
      email: 'asha@example.com',
      otp: '123456',
    });
    expect(emailBox()).toHaveClass('border-emerald-500');
    expect(screen.queryByText(/Resend OTP/)).not.toBeInTheDocument();
  });

  it('shows the server message, else the default, when verification fails', async () => {
    const { user } = setup({ 'POST /api/auth/verify-otp': [400, {}] });
    await sendCodeFor(user);
    await user.type(otpBox(), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(authMessages.verifyOtpFailed)).toBeInTheDocument();
  });

  it('resets the code when the e-mail is edited', async () => {
    const { user } = setup();
    await sendCodeFor(user);
    await user.type(otpBox(), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('button', { name: 'Verified' });

    await user.click(screen.getByRole('button', { name: 'Edit email address' }));
    expect(emailBox()).toBeEnabled();
    await user.type(emailBox(), '{Backspace}');
    expect(screen.queryByLabelText(/Verification Code/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verified' })).not.toBeInTheDocument();
    expect(emailBox()).not.toHaveClass('border-emerald-500');
    expect(sendButton()).toBeEnabled();
  });

  it('registers with the token of the latest verification: editing the e-mail drops the earlier one', async () => {
    let verifications = 0;
    const { user, api } = setup({
      'POST /api/auth/verify-otp': () => {
        verifications += 1;
        return [200, { ...verifiedBody, verificationToken: `proof-${verifications}` }];
      },
      'POST /api/auth/register': [400, { message: 'Please verify your email' }],
    });
    await sendCodeFor(user);
    await user.type(otpBox(), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('button', { name: 'Verified' });
    await user.click(screen.getByRole('button', { name: 'Edit email address' }));
    await user.type(emailBox(), '{Backspace}m');

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Job Seeker Account' }));
    expect(await screen.findByText(m.verifyOtpFirst)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/register')).toHaveLength(0);

    await user.click(sendButton());
    await user.type(await screen.findByLabelText(/Verification Code/), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('button', { name: 'Verified' });
    await user.click(screen.getByRole('button', { name: 'Create Job Seeker Account' }));
    await screen.findByText(authMessages.registrationIncomplete);
    expect(api.callsTo('POST', '/api/auth/register')[0]?.body).toMatchObject({
      verificationToken: 'proof-2',
    });
  });

  it('shows the send failure text', async () => {
    const { user } = setup({ 'POST /api/auth/send-otp': [500, {}] });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await user.type(emailBox(), 'asha@example.com');
    await user.click(sendButton());
    expect(await screen.findByText(authMessages.sendOtpFailed)).toBeInTheDocument();
  });
});

describe('job seeker sign-up: submit (docs/product.md sections 4, 5, 8)', () => {
  it('shows validation messages only after a submit, in order, and hides them on edit', async () => {
    const { user, api } = setup();
    const submit = screen.getByRole('button', { name: 'Create Job Seeker Account' });
    expect(screen.queryByText(m.fullNameRequired)).not.toBeInTheDocument();

    await user.click(submit);
    expect(await screen.findByText(m.fullNameRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Full Name/), 'A');
    expect(screen.queryByText(m.fullNameRequired)).not.toBeInTheDocument();

    await user.click(submit);
    expect(await screen.findByText(m.signupEmailRequired)).toBeInTheDocument();
    await user.type(emailBox(), 'asha@example.com');
    await user.click(submit);
    expect(await screen.findByText(m.signupPasswordRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Str0ngPass');
    await user.click(submit);
    expect(await screen.findByText(m.acceptTerms)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox'));
    await user.click(submit);
    expect(await screen.findByText(m.verifyOtpFirst)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/register')).toHaveLength(0);
  });

  it('shows one message at a time, on the box it names', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'short');
    await user.click(screen.getByRole('button', { name: 'Create Job Seeker Account' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(m.fullNameRequired);
    const name = screen.getByLabelText(/Full Name/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(m.fullNameRequired);
    expect(screen.getByLabelText(/^Password/, { selector: 'input' })).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(m.passwordMin8)).not.toBeInTheDocument();
  });

  it('says "Registration incomplete" when register answers 400', async () => {
    const { user } = setup({ 'POST /api/auth/register': [400, { message: 'Please verify your email' }] });
    await sendCodeFor(user);
    await user.type(otpBox(), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('button', { name: 'Verified' });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Job Seeker Account' }));
    expect(await screen.findByText(authMessages.registrationIncomplete)).toBeInTheDocument();
  });

  it('creates the account, shows the welcome screen and goes to the identity check after 2 s', async () => {
    const created = makeUser({ kycCompleted: false });
    let release: (reply: [number, unknown]) => void = () => undefined;
    const { user, api, router } = setup({
      'POST /api/auth/register': () => new Promise((resolve) => (release = resolve)),
      'GET /api/auth/me': [200, { success: true, user: created, ...created }],
    });
    await sendCodeFor(user);
    await user.type(otpBox(), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('button', { name: 'Verified' });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Job Seeker Account' }));

    expect(await screen.findByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    act(() => release([201, makeAuth(created)]));

    expect(
      await screen.findByRole('heading', { name: authMessages.jobSeekerCreatedTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText(authMessages.jobSeekerCreatedText)).toBeInTheDocument();
    expect(screen.getByText(authMessages.redirectingToJobSearch)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/register')[0]?.body).toEqual({
      email: 'asha@example.com',
      name: 'Asha Rao',
      password: 'Str0ngPass',
      role: 'jobseeker',
      verificationToken: 'proof-token',
    });
    expect(router.state.location.pathname).toBe('/signup/jobseeker');

    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobseeker-kyc'));
    expect(localStorage.getItem('token')).toBe('access-token');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-token');
  });

  it('completes a verified but unfinished registration', async () => {
    const { user, api } = setup({
      'POST /api/auth/check-existing-user': [
        200,
        { exists: true, isRegistrationComplete: false, isVerified: true, _id: 'u5' },
      ],
      'POST /api/auth/complete-registration': [500, {}],
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await sendCodeFor(user);
    const submit = screen.getByRole('button', { name: 'Complete Registration' });
    await user.type(otpBox(), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('button', { name: 'Verified' });
    await fillValidForm(user);
    await user.click(submit);

    const form = submit.closest('form') as HTMLFormElement;
    expect(await within(form).findByText(authMessages.registrationCompletionFailed)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/complete-registration')[0]?.body).toMatchObject({
      userId: 'u5',
      verificationToken: 'proof-token',
    });
    expect(api.callsTo('POST', '/api/auth/register')).toHaveLength(0);
  });
});
