import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileMessages, profileText, RESUME_MAX_BYTES } from '@hireloop/shared';
import { SCREEN_TEST_TIMEOUT, seeker, setupProfile as setup } from '@/test/profile-screen';

afterEach(() => vi.unstubAllGlobals());

async function skillsSection() {
  return within(await screen.findByRole('region', { name: profileText.skills }));
}

describe('key skills (docs/product.md section 5)', SCREEN_TEST_TIMEOUT, () => {
  it('limits the input to 30 characters with a counter and shows the 5-10 tip', async () => {
    const { user } = setup(seeker());
    const skills = await skillsSection();
    const input = skills.getByLabelText(profileText.addSkill);
    expect(input).toHaveAttribute('maxlength', '30');
    expect(skills.getByTestId('skill-counter')).toHaveTextContent('0/30');
    await user.click(input);
    await user.paste('x'.repeat(35));
    expect(input).toHaveValue('x'.repeat(30));
    expect(skills.getByTestId('skill-counter')).toHaveTextContent('30/30');
    expect(skills.getByText(profileText.skillsTip)).toHaveTextContent('5-10');
  });

  it('adds with Enter and saves the whole list at once', async () => {
    const { user, saves } = setup(seeker({ skills: ['React'] }));
    const skills = await skillsSection();
    await user.type(skills.getByLabelText(profileText.addSkill), '  TypeScript {Enter}');
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]!.body).toEqual({ skills: ['React', 'TypeScript'] });
    expect(await screen.findByText(profileMessages.updated)).toBeInTheDocument();
    expect(await skills.findByText('TypeScript')).toBeInTheDocument();
    expect(skills.getByLabelText(profileText.addSkill)).toHaveValue('');
  });

  it('adds with the Add button', async () => {
    const { user, saves } = setup(seeker());
    const skills = await skillsSection();
    await user.type(skills.getByLabelText(profileText.addSkill), 'Go');
    await user.click(skills.getByRole('button', { name: profileText.add }));
    await waitFor(() => expect(saves()[0]?.body).toEqual({ skills: ['Go'] }));
  });

  it('refuses empty and whitespace-only text', async () => {
    const { user, saves } = setup(seeker());
    const skills = await skillsSection();
    const add = skills.getByRole('button', { name: profileText.add });
    expect(add).toBeDisabled();
    await user.type(skills.getByLabelText(profileText.addSkill), '    {Enter}');
    expect(add).toBeDisabled();
    expect(saves()).toHaveLength(0);
  });

  it('refuses a duplicate, ignoring case, with the message and a disabled Add button', async () => {
    const { user, saves } = setup(seeker({ skills: ['React'] }));
    const skills = await skillsSection();
    const input = skills.getByLabelText(profileText.addSkill);
    await user.type(input, 'React');
    expect(skills.getByRole('alert')).toHaveTextContent(profileMessages.duplicateSkill);
    expect(skills.getByRole('button', { name: profileText.add })).toBeDisabled();
    await user.type(input, '{Enter}');
    expect(saves()).toHaveLength(0);

    // Case does not make a new skill, as in the job form's key skills.
    await user.clear(input);
    await user.type(input, ' react ');
    expect(skills.getByRole('alert')).toHaveTextContent(profileMessages.duplicateSkill);
    expect(skills.getByRole('button', { name: profileText.add })).toBeDisabled();
    await user.type(input, '{Enter}');
    expect(saves()).toHaveLength(0);

    await user.clear(input);
    await user.type(input, 'Preact');
    expect(skills.queryByText(profileMessages.duplicateSkill)).not.toBeInTheDocument();
    expect(skills.getByRole('button', { name: profileText.add })).toBeEnabled();
  });

  it('removes a skill and saves at once', async () => {
    const { user, saves } = setup(seeker({ skills: ['React', 'Go', 'SQL'] }));
    const skills = await skillsSection();
    await user.click(skills.getByRole('button', { name: profileText.removeSkill('Go') }));
    await waitFor(() => expect(saves()[0]?.body).toEqual({ skills: ['React', 'SQL'] }));
    await waitFor(() => expect(skills.queryByText('Go')).not.toBeInTheDocument());
  });

  it('keeps the typed skill and says so when the save fails', async () => {
    const { user } = setup(seeker(), { failSave: true });
    const skills = await skillsSection();
    await user.type(skills.getByLabelText(profileText.addSkill), 'Rust{Enter}');
    expect(await screen.findByText(profileMessages.updateFailed)).toBeInTheDocument();
    expect(skills.getByLabelText(profileText.addSkill)).toHaveValue('Rust');
    expect(skills.queryByRole('listitem')).not.toBeInTheDocument();
  });
});

describe('profile screen', SCREEN_TEST_TIMEOUT, () => {
  it('lists the quick links with Add/Update as the spec gives them', async () => {
    setup(seeker({ resume: { fileUrl: '/api/user/resume/file/x', fileName: 'cv.pdf' }, education: [] }));
    const nav = await screen.findByRole('navigation', { name: profileText.quickLinks });
    const labels = within(nav)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(labels).toEqual([
      'ResumeUpdate',
      'Profile Headline',
      'Key Skills',
      'EmploymentAdd',
      'EducationAdd',
      'ProjectsAdd',
    ]);
  });

  it('checks the resume type and size before any upload', async () => {
    const { user, api } = setup(seeker());
    const resume = within(await screen.findByRole('region', { name: profileText.resume }));
    const input = screen.getByTestId('resume-input');
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(resume.getByRole('alert')).toHaveTextContent(profileMessages.resumeWrongType);
    const big = new File(['x'], 'cv.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: RESUME_MAX_BYTES + 1 });
    await user.upload(input, big);
    expect(resume.getByRole('alert')).toHaveTextContent(profileMessages.resumeTooLarge);
    expect(api.callsTo('POST', '/api/user/resume')).toHaveLength(0);
  });

  it('does not save a whitespace-only headline', async () => {
    const { user, saves } = setup(seeker());
    const headline = within(await screen.findByRole('region', { name: profileText.headline }));
    await user.click(headline.getByRole('button', { name: profileText.add }));
    await user.type(headline.getByRole('textbox'), '   ');
    expect(headline.getByTestId('headline-counter')).toHaveTextContent('3/120');
    expect(headline.getByRole('button', { name: profileText.save })).toBeDisabled();
    expect(saves()).toHaveLength(0);
  });
});
