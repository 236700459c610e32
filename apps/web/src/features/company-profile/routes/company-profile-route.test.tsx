import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  companyPageMessages,
  companyPageText,
  companyProfileText,
  profileMessages,
  validationMessages,
} from '@hireloop/shared';
import { makeUser } from '@/test/fixtures';
import { stubMatchMedia } from '@/test/match-media';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const employer = makeUser({
  _id: 'emp-1',
  role: 'employer',
  name: 'Meera Iyer',
  fullName: 'Meera Iyer',
  email: 'talent@acme-robotics.com',
  companyName: 'Acme Robotics',
  companyDescription: 'Industrial robots.',
  companyLogo: null,
});

const LOGO = '/uploads/images/11111111-2222-4333-8444-555555555555.webp';

function signedIn(handlers: Parameters<typeof mockApi>[0] = {}) {
  localStorage.setItem('token', 'access-token');
  return mockApi({
    'GET /api/auth/me': [200, { success: true, user: employer, ...employer }],
    ...handlers,
  });
}

const file = (name: string, type: string, size = 1000) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

beforeEach(() => {
  localStorage.clear();
  stubMatchMedia();
});
afterEach(() => vi.unstubAllGlobals());

async function openEditor() {
  const user = userEvent.setup();
  renderApp('/company-profile');
  await user.click(await screen.findByRole('button', { name: companyProfileText.editProfile }));
  return user;
}

describe('company profile (docs/product.md 2.22)', { timeout: 30_000 }, () => {
  it('shows the company, its description and the account', async () => {
    signedIn();
    renderApp('/company-profile');
    expect(await screen.findByTestId('company-name')).toHaveTextContent('Acme Robotics');
    expect(screen.getByTestId('company-description')).toHaveTextContent('Industrial robots.');
    // "How candidates see you" links to the public company page (docs/decisions/0021-company-pages.md).
    expect(screen.getByText(companyPageText.howCandidatesSeeYou)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: companyPageText.viewCompanyPage })).toHaveAttribute(
      'href',
      '/company/emp-1',
    );
    expect(screen.getByText(/name and logo appear on every job you post/)).toBeInTheDocument();
    expect(screen.getAllByText('Meera Iyer').length).toBeGreaterThan(0);
    expect(screen.getByText('talent@acme-robotics.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: companyProfileText.editProfile })).toBeInTheDocument();
  });

  it('edits with a disabled e-mail and saves name, company and the uploaded logo', async () => {
    const api = signedIn({
      'POST /api/auth/upload-image': [200, { success: true, imageUrl: LOGO, avatar: LOGO }],
      'PUT /api/user/profile': (body) => {
        const user = { ...employer, ...(body as object), fullName: (body as { name: string }).name };
        return [200, { success: true, message: 'Profile updated!', user, ...user }];
      },
    });
    const user = await openEditor();

    expect(screen.getByLabelText(companyProfileText.email)).toBeDisabled();
    expect(screen.getByLabelText(companyProfileText.email)).toHaveValue('talent@acme-robotics.com');
    await user.clear(screen.getByLabelText(/^Company Name/));
    await user.type(screen.getByLabelText(/^Company Name/), 'Acme Robotics Labs');
    await user.clear(screen.getByLabelText(/^Full Name/));
    await user.type(screen.getByLabelText(/^Full Name/), 'Meera S. Iyer');

    await user.upload(screen.getByTestId('company-logo-input'), file('logo.png', 'image/png'));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Acme Robotics Labs logo' })).toHaveAttribute('src', LOGO),
    );
    const [uploadCall] = api.callsTo('POST', '/api/auth/upload-image');
    expect(uploadCall!.body).toBeInstanceOf(FormData);
    expect((uploadCall!.body as FormData).get('image')).toBeInstanceOf(File);

    await user.click(screen.getByRole('button', { name: companyProfileText.save }));
    expect(await screen.findByText(profileMessages.companyProfileUpdated)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/user/profile')[0]!.body).toEqual({
      name: 'Meera S. Iyer',
      companyName: 'Acme Robotics Labs',
      companyDescription: 'Industrial robots.',
      companyLogo: LOGO,
      avatar: null,
      companyWebsite: '',
      companySize: '',
      companyLocations: [],
    });
    // Back in view mode with the session user replaced.
    expect(await screen.findByTestId('company-name')).toHaveTextContent('Acme Robotics Labs');
    expect(screen.getByRole('img', { name: 'Acme Robotics Labs logo' })).toHaveAttribute('src', LOGO);
  });

  it('refuses a wrong type or a picture over 5 MB in the browser, and uploads nothing', async () => {
    const api = signedIn();
    await openEditor();
    const input = screen.getByTestId('avatar-input');
    // user.upload honours `accept`; a drop or a picker without filtering can still hand us anything.
    fireEvent.change(input, { target: { files: [file('cv.pdf', 'application/pdf')] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(profileMessages.imageWrongType);
    fireEvent.change(input, { target: { files: [file('huge.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1)] } });
    expect(await screen.findByText(profileMessages.imageTooLarge)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/upload-image')).toHaveLength(0);
  });

  it('shows the reason when the server refuses the file, and keeps the previous picture', async () => {
    signedIn({ 'POST /api/auth/upload-image': [415, { message: profileMessages.imageNotValid }] });
    const user = await openEditor();
    await user.upload(screen.getByTestId('company-logo-input'), file('logo.png', 'image/png'));
    expect(await screen.findByRole('alert')).toHaveTextContent(profileMessages.imageNotValid);
    expect(screen.getAllByTestId('company-logo-placeholder').length).toBeGreaterThan(0);
  });

  it('only logs a failed upload that is not about the file', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    signedIn({ 'POST /api/auth/upload-image': [500, { message: 'Internal Server Error' }] });
    const user = await openEditor();
    await user.upload(screen.getByTestId('company-logo-input'), file('logo.png', 'image/png'));
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('Uploading the company logo failed', expect.anything()),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('company-logo-placeholder').length).toBeGreaterThan(0);
  });

  it('requires the full name and the company name, and Cancel discards the changes', async () => {
    const api = signedIn();
    const user = await openEditor();
    await user.clear(screen.getByLabelText(/^Full Name/));
    await user.clear(screen.getByLabelText(/^Company Name/));
    await user.click(screen.getByRole('button', { name: companyProfileText.save }));
    expect(await screen.findByText(profileMessages.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(validationMessages.companyNameRequired)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/user/profile')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: companyProfileText.cancel }));
    const heading = await screen.findByTestId('company-name');
    expect(within(heading).getByText('Acme Robotics')).toBeInTheDocument();
  });

  it('saves the company page fields: website, size and a list of locations', async () => {
    const api = signedIn({
      'PUT /api/user/profile': (body) => {
        const user = { ...employer, ...(body as object) };
        return [200, { success: true, message: 'Profile updated!', user, ...user }];
      },
    });
    const user = await openEditor();
    await user.type(screen.getByLabelText(companyPageText.website), 'acme.com');
    await user.click(screen.getByRole('button', { name: companyProfileText.save }));
    expect(await screen.findByText(companyPageMessages.websiteInvalid)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/user/profile')).toHaveLength(0);

    await user.clear(screen.getByLabelText(companyPageText.website));
    await user.type(screen.getByLabelText(companyPageText.website), 'https://acme-robotics.com');
    await user.selectOptions(screen.getByLabelText(companyPageText.size), '51-200');
    await user.type(screen.getByLabelText(companyPageText.locations), 'Bangalore, Pune, ,bangalore');
    await user.click(screen.getByRole('button', { name: companyProfileText.save }));
    expect(await screen.findByText(profileMessages.companyProfileUpdated)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/user/profile')[0]!.body).toMatchObject({
      companyWebsite: 'https://acme-robotics.com',
      companySize: '51-200',
      companyLocations: ['Bangalore', 'Pune'],
    });
    expect(await screen.findByTestId('company-size')).toHaveTextContent('51-200 employees');
    expect(screen.getByTestId('company-locations')).toHaveTextContent('Bangalore, Pune');
  });
});
