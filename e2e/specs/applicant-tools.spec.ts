import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  APPLICANTS_CSV_COLUMNS,
  applicantsText,
  applicantToolsText,
  bulkMovedLabel,
  type ApplicantsPage,
} from '@hireloop/shared';
import { applyTo, seekerWithResume } from '../support/applicants';
import { signIn } from '../support/accounts';
import { createAccount, type TestAccount } from '../support/api-accounts';
import { mailCount, waitForMail } from '../support/mail';
import { screenshotBoth } from '../support/screens';
import { auth, frontendEngineerProfile, postJob } from '../support/fixtures';

const JOB_TITLE = 'Senior React Developer';

const weakProfile = {
  title: 'Accountant',
  headline: 'Accountant with a strong eye for detail',
  experience: '2 Years',
  location: 'Kolkata',
  skills: ['Tally', 'Excel', 'GST filing'],
};

/** A job seeker with the identity check done, a profile and a PDF resume, who applies to `jobId`. */
async function applicant(
  request: APIRequestContext,
  jobId: string,
  name: string,
  profile: Record<string, unknown>,
): Promise<TestAccount> {
  const seeker = await seekerWithResume(request, {
    name,
    profile,
    resumeLine: `${String(profile.title)}. ${(profile.skills as string[]).join(', ')}.`,
  });
  await applyTo(request, seeker, jobId);
  return seeker;
}

/** The highest minimum on offer that keeps both strong applicants and leaves the weak one out. */
const OFFERED = [30, 50, 60, 70, 80, 90];

test('the employer filters by minimum match, moves two applicants at once, keeps a note and exports the list', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const employer = await createAccount(request, { role: 'employer', name: 'Rhea Kapoor' });
  const jobId = await postJob(request, employer.token, JOB_TITLE);
  const meera = await applicant(request, jobId, 'Meera Iyer', frontendEngineerProfile);
  const arjun = await applicant(request, jobId, 'Arjun Nair', frontendEngineerProfile);
  const kabir = await applicant(request, jobId, 'Kabir Shah', weakProfile);

  const listed = (await (
    await request.get(`/api/applications/job/${jobId}/page`, { headers: auth(employer.token) })
  ).json()) as ApplicantsPage;
  const scoreOf = (name: string) =>
    listed.applications.find((a) => a.applicant.name === name)?.matchScore ?? 0;
  const strongest = Math.min(scoreOf(meera.name), scoreOf(arjun.name));
  const minimum = OFFERED.filter((n) => n <= strongest).at(-1)!;
  expect(minimum, `scores: ${JSON.stringify(listed.applications.map((a) => a.matchScore))}`).toBeDefined();
  expect(scoreOf(kabir.name)).toBeLessThan(minimum);

  await signIn(page, employer.email, employer.password);
  await page.goto('/manage-jobs');
  await page.getByRole('button', { name: `3 applicants for ${JOB_TITLE}` }).click();
  const group = page.getByRole('region', { name: JOB_TITLE });
  const cards = group.getByRole('article');
  await expect(cards).toHaveCount(3);

  // Minimum match: the server filters, and the address keeps it through a reload.
  await group.getByLabel(applicantToolsText.minScore).selectOption(String(minimum));
  await expect(cards).toHaveCount(2);
  await expect(page).toHaveURL(new RegExp(`/applicants\\?minScore=${minimum}$`));
  await page.reload();
  await expect(cards).toHaveCount(2);
  await expect(group.getByLabel(applicantToolsText.minScore)).toHaveValue(String(minimum));
  await expect(group.getByRole('article', { name: kabir.name })).toHaveCount(0);
  await screenshotBoth(page, 'applicant-tools-filtered');

  // Select both and move them to Interview in one call; each of them is mailed.
  const mailsBefore = {
    meera: mailCount(meera.email),
    arjun: mailCount(arjun.email),
    kabir: mailCount(kabir.email),
  };
  await group.getByRole('checkbox', { name: applicantToolsText.selectApplicant(meera.name) }).check();
  await group.getByRole('checkbox', { name: applicantToolsText.selectApplicant(arjun.name) }).check();
  await expect(group.getByRole('checkbox', { name: applicantToolsText.selectAll })).toBeChecked();
  const bar = page.getByRole('toolbar', { name: applicantToolsText.bulkBar });
  await expect(bar.getByText(applicantToolsText.selectedCount(2))).toBeVisible();
  await bar.getByLabel(applicantToolsText.bulkStatus).selectOption('Interview');
  await screenshotBoth(page, 'applicant-tools-bulk-bar');
  await bar.getByRole('button', { name: applicantToolsText.applyBulk }).click();
  await expect(page.getByText(bulkMovedLabel(2, 'Interview'))).toBeVisible();
  await expect(bar).toHaveCount(0);
  for (const person of [meera, arjun]) {
    await expect(
      group.getByRole('article', { name: person.name }).getByText('Interview', { exact: true }),
    ).toBeVisible();
  }
  for (const [person, before] of [
    [meera, mailsBefore.meera],
    [arjun, mailsBefore.arjun],
  ] as const) {
    const mail = await waitForMail(person.email, before + 1);
    expect(mail.replace(/\r?\n[ \t]+/g, ' ').match(/^Subject: (.*)$/m)?.[1]).toContain('Interview');
  }
  expect(mailCount(kabir.email)).toBe(mailsBefore.kabir);

  // A private note in the profile.
  const note = 'Strong React portfolio; ask about the design system work.';
  await group
    .getByRole('article', { name: meera.name })
    .getByRole('button', { name: applicantsText.viewProfile })
    .click();
  const profile = page.getByRole('dialog');
  const notes = profile.getByRole('region', { name: applicantToolsText.notes });
  await expect(notes.getByText(applicantToolsText.noNotes)).toBeVisible();
  await notes.getByLabel(applicantToolsText.noteLabel).fill(note);
  await notes.getByRole('button', { name: applicantToolsText.saveNote }).click();
  await expect(notes.getByRole('listitem').getByText(note)).toBeVisible();
  await expect(notes.getByLabel(applicantToolsText.noteLabel)).toHaveValue('');
  await notes.scrollIntoViewIfNeeded();
  await screenshotBoth(page, 'applicant-tools-notes');
  await profile.getByRole('button', { name: applicantsText.closeDialog }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The applicant never sees it.
  const mine = await request.get('/api/applications/my', { headers: auth(meera.token) });
  expect(mine.ok()).toBe(true);
  expect(await mine.text()).not.toContain('design system');
  const applicationId = listed.applications.find((a) => a.applicant.name === meera.name)!._id;
  const peek = await request.get(`/api/applications/${applicationId}/notes`, { headers: auth(meera.token) });
  expect(peek.status()).toBe(403);

  // Export CSV: the filtered list, as a file.
  const downloading = page.waitForEvent('download');
  await group.getByRole('button', { name: applicantToolsText.exportCsv }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^applicants-senior-react-developer-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.split('\r\n').filter(Boolean);
  // Every cell is quoted (security review 2026-12, DL2).
  expect(lines[0]).toBe(APPLICANTS_CSV_COLUMNS.map((column) => `"${column}"`).join(','));
  expect(lines).toHaveLength(3);
  for (const person of [meera, arjun]) {
    const line = lines.find((l) => l.startsWith(`"${person.name}",`));
    expect(line, csv).toMatch(
      new RegExp(
        `^"${person.name}","${person.email.replace(/[.+]/g, '\\$&')}","\\d{4}-\\d{2}-\\d{2}","Interview","\\d+","${JOB_TITLE}"$`,
      ),
    );
  }
  expect(csv).not.toContain(kabir.email);
});
