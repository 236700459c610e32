import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  profileMessages,
  profileText,
  type EducationEntry,
  type EmploymentEntry,
  type ProjectEntry,
} from '@hireloop/shared';
import { fill, SCREEN_TEST_TIMEOUT, seeker, setupProfile } from '@/test/profile-screen';

afterEach(() => vi.unstubAllGlobals());

const job: EmploymentEntry = {
  title: 'SRE',
  company: 'Contoso',
  startDate: '2019-07',
  endDate: '2022-12',
  isCurrentJob: false,
  description: '',
};

const degree: EducationEntry = {
  degree: 'B.Tech',
  institution: 'IIT Madras',
  startDate: '2015-07',
  endDate: '2019-05',
  isCurrentStudy: false,
  cgpa: '',
  description: '',
};

const project: ProjectEntry = {
  name: 'Shopfront',
  description: 'A store',
  technologies: 'React, Node.js',
  startDate: '2024-02',
  endDate: '',
  isCurrentProject: true,
  role: '',
  link: 'https://example.com/shop',
};

const region = async (name: string) => within(await screen.findByRole('region', { name }));

describe('employment (docs/product.md sections 4 and 5)', SCREEN_TEST_TIMEOUT, () => {
  it('shows the required messages and sends nothing for an empty form', async () => {
    const { user, saves } = setupProfile(seeker());
    const section = await region(profileText.employment);
    await user.click(section.getByRole('button', { name: profileText.addEmployment }));
    await user.click(section.getByRole('button', { name: profileText.save }));
    expect(await section.findByText(profileMessages.employmentTitleRequired)).toBeInTheDocument();
    expect(section.getByText(profileMessages.employmentCompanyRequired)).toBeInTheDocument();
    expect(section.getByText(profileMessages.startDateRequired)).toBeInTheDocument();
    expect(section.getByText(profileMessages.endDateRequired)).toBeInTheDocument();
    expect(saves()).toHaveLength(0);
  });

  it("'I currently work here' clears and disables the end date; the whole list is saved", async () => {
    const { user, saves } = setupProfile(seeker({ employment: [job] }));
    const section = await region(profileText.employment);
    await user.click(section.getByRole('button', { name: profileText.add }));
    fill(section.getByLabelText(/Job Title/), 'Lead');
    fill(section.getByLabelText(/Company Name/), 'Northwind');
    fill(section.getByLabelText(/Start Date/), '2023-01');
    fill(section.getByLabelText(/End Date/), '2023-06');
    await user.click(section.getByLabelText(profileText.currentJob));
    expect(section.getByLabelText(/End Date/)).toBeDisabled();
    expect(section.getByLabelText(/End Date/)).toHaveValue('');
    await user.click(section.getByRole('button', { name: profileText.save }));

    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]!.body).toEqual({
      employment: [
        job,
        {
          title: 'Lead',
          company: 'Northwind',
          startDate: '2023-01',
          endDate: '',
          isCurrentJob: true,
          description: '',
        },
      ],
    });
    expect(await section.findByText('Jan 2023 - Present')).toBeInTheDocument();
    expect(await screen.findByText(profileMessages.updated)).toBeInTheDocument();
  });

  it('edits one entry at a time and deletes from the list', async () => {
    const other = { ...job, title: 'Intern', company: 'Fabrikam' };
    const { user, saves } = setupProfile(seeker({ employment: [job, other] }));
    const section = await region(profileText.employment);
    await user.click(section.getByRole('button', { name: 'Edit SRE at Contoso' }));
    expect(section.getByLabelText(/Job Title/)).toHaveValue('SRE');
    expect(section.getAllByRole('textbox', { name: /Job Title/ })).toHaveLength(1);
    fill(section.getByLabelText(/Job Title/), 'Senior SRE');
    await user.click(section.getByRole('button', { name: profileText.save }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]!.body).toEqual({ employment: [{ ...job, title: 'Senior SRE' }, other] });

    await user.click(await section.findByRole('button', { name: 'Delete Intern at Fabrikam' }));
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect(saves()[1]!.body).toEqual({ employment: [{ ...job, title: 'Senior SRE' }] });
  });

  it('keeps the form open and says so when the save fails', async () => {
    const { user } = setupProfile(seeker({ employment: [job] }), { failSave: true });
    const section = await region(profileText.employment);
    await user.click(section.getByRole('button', { name: 'Edit SRE at Contoso' }));
    await user.click(section.getByRole('button', { name: profileText.save }));
    expect(await screen.findByText(profileMessages.updateFailed)).toBeInTheDocument();
    expect(section.getByLabelText(/Job Title/)).toBeInTheDocument();
  });
});

describe('education', SCREEN_TEST_TIMEOUT, () => {
  it("shows the empty state, then saves with 'I'm currently studying here'", async () => {
    const { user, saves } = setupProfile(seeker());
    const section = await region(profileText.education);
    expect(section.getByText('Showcase Your Education')).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: profileText.addEducation }));
    fill(section.getByLabelText(/Degree/), 'M.Sc.');
    fill(section.getByLabelText(/Institution/), 'Open University');
    fill(section.getByLabelText(/Start Date/), '2024-01');
    await user.click(section.getByLabelText(profileText.currentStudy));
    await user.click(section.getByRole('button', { name: profileText.save }));
    await waitFor(() =>
      expect(saves()[0]?.body).toEqual({
        education: [
          {
            ...degree,
            degree: 'M.Sc.',
            institution: 'Open University',
            startDate: '2024-01',
            endDate: '',
            isCurrentStudy: true,
          },
        ],
      }),
    );
  });

  it('deletes from the edit form', async () => {
    const { user, saves } = setupProfile(seeker({ education: [degree] }));
    const section = await region(profileText.education);
    await user.click(section.getByRole('button', { name: 'Edit B.Tech at IIT Madras' }));
    await user.click(section.getByRole('button', { name: profileText.delete }));
    await waitFor(() => expect(saves()[0]?.body).toEqual({ education: [] }));
    expect(await section.findByText('Showcase Your Education')).toBeInTheDocument();
  });
});

describe('projects', SCREEN_TEST_TIMEOUT, () => {
  it('keeps Save disabled until name, start, description and end (or current) hold', async () => {
    const { user } = setupProfile(seeker());
    const section = await region(profileText.projects);
    expect(section.getByText('Build Your Portfolio')).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: profileText.addProject }));
    const save = section.getByRole('button', { name: profileText.save });
    expect(save).toBeDisabled();
    fill(section.getByLabelText(/Project Name/), 'Churn model');
    fill(section.getByLabelText(/Start Date/), '2022-01');
    fill(section.getByLabelText(/Project Description/), 'Predicts churn');
    expect(save).toBeDisabled();
    fill(section.getByLabelText(/End Date/), '2022-06');
    expect(save).toBeEnabled();
    fill(section.getByLabelText(/End Date/), '');
    expect(save).toBeDisabled();
    await user.click(section.getByLabelText(profileText.currentProject));
    expect(save).toBeEnabled();
  });

  it('shows the type badge, status, period, link and technology chips', async () => {
    setupProfile(
      seeker({
        projects: [
          project,
          {
            ...project,
            name: 'Notes',
            link: 'javascript:alert(1)',
            isCurrentProject: false,
            endDate: '2024-05',
            technologies: '',
          },
        ],
      }),
    );
    const section = await region(profileText.projects);
    const [shop, notes] = section.getAllByRole('listitem').filter((li) => li.querySelector('h3'));
    const shopItem = within(shop!);
    expect(shopItem.getByTestId('project-type')).toHaveTextContent('Web Development');
    expect(shopItem.getByText(profileText.inProgress)).toBeInTheDocument();
    expect(shopItem.getByText('Feb 2024 - Present')).toBeInTheDocument();
    expect(shopItem.getByRole('link', { name: /View project/ })).toHaveAttribute(
      'href',
      'https://example.com/shop',
    );
    expect(
      within(shopItem.getByRole('list', { name: profileText.technologiesLabel }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['React', 'Node.js']);
    const notesItem = within(notes!);
    expect(notesItem.getByText(profileText.completed)).toBeInTheDocument();
    expect(notesItem.getByText('Feb 2024 - May 2024')).toBeInTheDocument();
    expect(notesItem.queryByRole('link')).not.toBeInTheDocument();
    expect(notesItem.getByTestId('project-type')).toHaveTextContent('Other');
  });
});
