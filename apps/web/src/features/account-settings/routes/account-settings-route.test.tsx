import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  accountMessages,
  accountSettingsText as text,
  validationMessages,
  type User,
} from '@hireloop/shared';
import { makeUser, meAnswer } from '@/test/fixtures';
import { stubMatchMedia } from '@/test/match-media';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

configure({ asyncUtilTimeout: 5000 });

const seeker = makeUser({ kycCompleted: true, email: 'asha@example.com' });
const employer = makeUser({ _id: 'emp-1', role: 'employer', email: 'talent@acme-robotics.com' });
const preferences = { applicationStatusMails: true, jobAlertMails: true };

function signedIn(user: User, handlers: Parameters<typeof mockApi>[0] = {}) {
  localStorage.setItem('token', 'access-token');
  localStorage.setItem('refreshToken', 'refresh-token');
  return mockApi({
    'GET /api/auth/me': [200, meAnswer(user)],
    'GET /api/account/preferences': [200, { success: true, message: '', preferences }],
    'POST /api/auth/logout': [200, { success: true, message: 'Logged out' }],
    ...handlers,
  });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  stubMatchMedia();
});
afterEach(() => vi.unstubAllGlobals());

describe('account settings (/settings)', { timeout: 30_000 }, () => {
  it('sends a visitor to sign in first', async () => {
    mockApi({});
    const { router } = renderApp('/settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('changes the password with the current one and says other devices were signed out', async () => {
    const api = signedIn(seeker, {
      'POST /api/account/password': (body) =>
        (body as { currentPassword: string }).currentPassword === 'Old-Passw0rd'
          ? [200, { success: true, message: accountMessages.passwordChanged }]
          : [400, { message: accountMessages.wrongCurrentPassword }],
    });
    const user = userEvent.setup();
    renderApp('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();

    const form = screen.getByRole('region', { name: text.passwordTitle });
    await user.click(within(form).getByRole('button', { name: text.changePassword }));
    expect(await within(form).findByText(accountMessages.currentPasswordRequired)).toBeInTheDocument();
    expect(within(form).getByText(validationMessages.passwordRequired)).toBeInTheDocument();

    await user.type(within(form).getByLabelText(text.currentPassword), 'Wrong-Passw0rd');
    await user.type(within(form).getByLabelText(text.newPassword), 'weak');
    expect(within(form).getByText(validationMessages.passwordMin8)).toBeInTheDocument();
    await user.clear(within(form).getByLabelText(text.newPassword));
    await user.type(within(form).getByLabelText(text.newPassword), 'New-Passw0rd');
    await user.type(within(form).getByLabelText(text.confirmPassword), 'New-Passw0rd!');
    expect(within(form).getByText(validationMessages.passwordsDoNotMatch)).toBeInTheDocument();
    await user.clear(within(form).getByLabelText(text.confirmPassword));
    await user.type(within(form).getByLabelText(text.confirmPassword), 'New-Passw0rd');
    await user.click(within(form).getByRole('button', { name: text.changePassword }));
    expect(await within(form).findByText(accountMessages.wrongCurrentPassword)).toBeInTheDocument();

    await user.clear(within(form).getByLabelText(text.currentPassword));
    await user.type(within(form).getByLabelText(text.currentPassword), 'Old-Passw0rd');
    await user.click(within(form).getByRole('button', { name: text.changePassword }));
    expect(await screen.findByText(accountMessages.passwordChanged)).toBeInTheDocument();
    expect(within(form).getByLabelText(text.currentPassword)).toHaveValue('');
    expect(api.callsTo('POST', '/api/account/password').at(-1)?.body).toEqual({
      currentPassword: 'Old-Passw0rd',
      newPassword: 'New-Passw0rd',
    });
    // Still signed in.
    expect(localStorage.getItem('token')).toBe('access-token');
  });

  it('turns status e-mails off at once for a job seeker', async () => {
    const api = signedIn(seeker, {
      'PUT /api/account/preferences': (body) => [
        200,
        {
          success: true,
          message: accountMessages.preferencesSaved,
          preferences: { ...preferences, ...(body as object) },
        },
      ],
    });
    const user = userEvent.setup();
    renderApp('/settings');
    const status = await screen.findByRole('switch', { name: text.statusMails });
    expect(status).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('switch', { name: text.jobAlertMails })).toHaveAttribute('aria-checked', 'true');
    await user.click(status);
    await waitFor(() => expect(status).toHaveAttribute('aria-checked', 'false'));
    expect(await screen.findByText(accountMessages.preferencesSaved)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/account/preferences')[0]?.body).toEqual({
      applicationStatusMails: false,
    });
  });

  it('shows an employer no switches, only what they get', async () => {
    const api = signedIn(employer);
    renderApp('/settings');
    expect(await screen.findByText(text.employerEmailNote)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.getByText(text.employerDeleteIntro)).toBeInTheDocument();
    // The employer's own frame: the sidebar.
    expect(screen.getByRole('navigation', { name: 'Employer' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/account/preferences')).toHaveLength(0);
  });

  it('deletes the account after the password, then signs out to the home page with a message', async () => {
    const api = signedIn(seeker, {
      'POST /api/account/delete': (body) =>
        (body as { password: string }).password === 'My-Passw0rd'
          ? [200, { success: true, message: accountMessages.accountDeleted }]
          : [400, { message: accountMessages.wrongDeletePassword }],
    });
    const user = userEvent.setup();
    const { router } = renderApp('/settings', { endsSessionLikeTheApp: true });
    await user.click(await screen.findByRole('button', { name: text.deleteAccount }));
    const dialog = screen.getByRole('alertdialog', { name: text.deleteDialogTitle });
    expect(dialog).toHaveAccessibleDescription(text.deleteDialogBody);
    expect(dialog).toHaveTextContent('This cannot be undone.');

    await user.click(within(dialog).getByRole('button', { name: text.cancel }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/account/delete')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: text.deleteAccount }));
    const again = screen.getByRole('alertdialog', { name: text.deleteDialogTitle });
    await user.click(within(again).getByRole('button', { name: text.deleteAccount }));
    expect(await within(again).findByText(accountMessages.deletePasswordRequired)).toBeInTheDocument();
    await user.type(within(again).getByLabelText(text.deletePassword), 'Wrong-Passw0rd');
    await user.click(within(again).getByRole('button', { name: text.deleteAccount }));
    expect(await within(again).findByText(accountMessages.wrongDeletePassword)).toBeInTheDocument();

    await user.clear(within(again).getByLabelText(text.deletePassword));
    await user.type(within(again).getByLabelText(text.deletePassword), 'My-Passw0rd');
    await user.click(within(again).getByRole('button', { name: text.deleteAccount }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText(accountMessages.accountDeleted)).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });
});
