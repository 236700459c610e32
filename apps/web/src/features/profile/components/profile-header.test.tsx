import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileMessages, profileText } from '@hireloop/shared';
import { fill, SCREEN_TEST_TIMEOUT, seeker, setupProfile } from '@/test/profile-screen';

afterEach(() => vi.unstubAllGlobals());

const editForm = () => screen.findByRole('form', { name: profileText.editProfile });

describe('profile header (docs/product.md 2.15 and 5)', SCREEN_TEST_TIMEOUT, () => {
  it('shows the detail tiles and the completion percentage', async () => {
    setupProfile(seeker({ location: 'Pune', title: 'Engineer' }));
    expect(await screen.findByRole('progressbar', { name: profileText.completion })).toHaveAttribute(
      'aria-valuenow',
      '29', // name, e-mail, title, location: 4 of 14
    );
    expect(screen.getByText('Pune')).toBeInTheDocument();
    expect(screen.getByText('asha@example.com')).toBeInTheDocument();
    expect(screen.getAllByText(profileText.notAdded)).toHaveLength(4);
  });

  it('requires the full name, keeps the e-mail read-only and saves the header fields', async () => {
    const { user, saves } = setupProfile(seeker());
    await user.click(await screen.findByRole('button', { name: profileText.editProfile }));
    const form = within(await editForm());
    expect(form.getByLabelText(/Email/)).toHaveAttribute('readonly');
    fill(form.getByLabelText(/Full Name/), '  ');
    await user.click(form.getByRole('button', { name: profileText.save }));
    expect(await form.findByText(profileMessages.nameRequired)).toBeInTheDocument();
    expect(saves()).toHaveLength(0);

    fill(form.getByLabelText(/Full Name/), 'Asha R. Rao');
    fill(form.getByLabelText(/Job Title/), 'Engineer');
    fill(form.getByLabelText(/Notice Period/), '30 days');
    await user.click(form.getByRole('button', { name: profileText.save }));
    expect(await screen.findByText(profileMessages.profileUpdated)).toBeInTheDocument();
    expect(saves()[0]!.body).toEqual({
      name: 'Asha R. Rao',
      title: 'Engineer',
      company: '',
      location: '',
      phone: '',
      experience: '',
      ctc: '',
      noticePeriod: '30 days',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha R. Rao' })).toBeInTheDocument();
    expect(screen.getByText(profileText.saved)).toBeInTheDocument();
  });

  it('says so when the header save fails', async () => {
    const { user } = setupProfile(seeker(), { failSave: true });
    await user.click(await screen.findByRole('button', { name: profileText.editProfile }));
    await user.click(within(await editForm()).getByRole('button', { name: profileText.save }));
    expect(await screen.findByText(profileMessages.profileUpdateFailed)).toBeInTheDocument();
  });

  it('uploads an avatar and shows it in the top bar', async () => {
    const { user, api } = setupProfile(seeker(), {
      handlers: {
        'POST /api/auth/upload-image': [
          200,
          { avatar: '/uploads/images/new.webp', imageUrl: '/uploads/images/new.webp' },
        ],
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Asha Rao' });
    await user.upload(screen.getByTestId('avatar-input'), new File(['png'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText(profileMessages.avatarUploaded)).toBeInTheDocument();
    const call = api.callsTo('POST', '/api/auth/upload-image')[0]!;
    expect((call.body as FormData).get('image')).toBeInstanceOf(File);
    const accountMenu = screen.getByRole('button', { name: /account menu/i });
    await waitFor(() =>
      expect(accountMenu.querySelector('img')).toHaveAttribute('src', '/uploads/images/new.webp'),
    );
  });

  it('refuses a file that is not an image, and says so when the upload fails', async () => {
    const { user, api } = setupProfile(seeker(), {
      handlers: { 'POST /api/auth/upload-image': [415, { message: profileMessages.imageNotValid }] },
    });
    await screen.findByRole('heading', { level: 1, name: 'Asha Rao' });
    await user.upload(
      screen.getByTestId('avatar-input'),
      new File(['x'], 'cv.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText(profileMessages.imageWrongType)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/upload-image')).toHaveLength(0);
    await user.upload(screen.getByTestId('avatar-input'), new File(['x'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText(profileMessages.avatarUploadFailed)).toBeInTheDocument();
    // The server's reason: the file is not a picture, though its name says PNG.
    expect(screen.getByText(profileMessages.imageNotValid)).toBeInTheDocument();
  });
});
