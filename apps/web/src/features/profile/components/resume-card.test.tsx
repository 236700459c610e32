import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileMessages, profileText, type Resume } from '@hireloop/shared';
import { SCREEN_TEST_TIMEOUT, seeker, setupProfile } from '@/test/profile-screen';
import { RESUME_TEXT_RECHECK_MS } from './resume-text-notice';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const pdf: Resume = {
  fileUrl: '/api/user/resume/file/abc',
  fileName: 'cv.pdf',
  fileSize: 24 * 1024,
  fileType: 'application/pdf',
  lastUpdated: '2025-03-12T10:00:00.000Z',
};
const docx: Resume = {
  ...pdf,
  fileName: 'cv.docx',
  fileType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const resumeRegion = async () => within(await screen.findByRole('region', { name: profileText.resume }));

describe('resume card (docs/product.md 2.15 and 8)', SCREEN_TEST_TIMEOUT, () => {
  it("shows the file card with 'Complete', the size and the last update", async () => {
    setupProfile(seeker({ resume: pdf }));
    const card = within((await resumeRegion()).getByTestId('resume-file-card'));
    expect(card.getByText('cv.pdf')).toBeInTheDocument();
    expect(card.getByText(profileText.resumeComplete)).toBeInTheDocument();
    expect(card.getByText('24 KB · Last updated 12 Mar 2025')).toBeInTheDocument();
    expect(screen.queryByText(profileText.resumeTextPending)).not.toBeInTheDocument();
    expect(screen.queryByText(profileText.resumeTextUnreadable)).not.toBeInTheDocument();
  });

  it("shows the resume as removed when an upload fails, with the server's reason", async () => {
    const { user, api } = setupProfile(seeker({ resume: pdf }), {
      handlers: { 'POST /api/user/resume': [415, { message: profileMessages.resumeNotPdf }] },
    });
    const resume = await resumeRegion();
    await user.upload(
      screen.getByTestId('resume-input'),
      new File(['%PDF-1.4'], 'new.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText(profileMessages.resumeUploadFailed)).toBeInTheDocument();
    expect(resume.getByRole('alert')).toHaveTextContent(profileMessages.resumeNotPdf);
    expect(api.callsTo('POST', '/api/user/resume')).toHaveLength(1);
    expect(resume.getByTestId('resume-dropzone')).toBeInTheDocument();
    expect(resume.queryByTestId('resume-file-card')).not.toBeInTheDocument();
  });

  it('keeps the generic text when the server fails without a reason of its own', async () => {
    const { user } = setupProfile(seeker(), {
      handlers: { 'POST /api/user/resume': [500, { message: 'Internal Server Error' }] },
    });
    const resume = await resumeRegion();
    await user.upload(
      screen.getByTestId('resume-input'),
      new File(['%PDF-1.4'], 'new.pdf', { type: 'application/pdf' }),
    );
    // findAll: the previous test's toast of the same text may still be leaving the screen.
    expect((await screen.findAllByText(profileMessages.resumeUploadFailed)).length).toBeGreaterThan(0);
    expect(resume.queryByText('Internal Server Error')).not.toBeInTheDocument();
  });

  it('asks before deleting; Cancel keeps the file and sends nothing', async () => {
    const { user, api } = setupProfile(seeker({ resume: pdf }));
    const resume = await resumeRegion();
    await user.click(resume.getByRole('button', { name: profileText.delete }));
    const dialog = within(await screen.findByRole('alertdialog', { name: profileText.resumeDeleteTitle }));
    expect(dialog.getByText(profileText.resumeDeleteWarning('cv.pdf'))).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: profileText.cancel })).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: profileText.cancel }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(resume.getByTestId('resume-file-card')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/user/resume')).toHaveLength(0);
  });

  it('deletes with the spec body after the confirmation and returns to the upload area', async () => {
    const { user, api } = setupProfile(seeker({ resume: pdf }), {
      handlers: { 'DELETE /api/user/resume': [200, { success: true, user: seeker({ resume: null }) }] },
    });
    const resume = await resumeRegion();
    await user.click(resume.getByRole('button', { name: profileText.delete }));
    const dialog = within(await screen.findByRole('alertdialog', { name: profileText.resumeDeleteTitle }));
    await user.click(dialog.getByRole('button', { name: profileText.resumeDeleteConfirm }));
    expect(await screen.findByText(profileMessages.resumeDeleted)).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/user/resume')[0]!.body).toEqual({ resumeUrl: pdf.fileUrl });
    expect(await resume.findByTestId('resume-dropzone')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says so when the delete fails and keeps the file', async () => {
    const { user } = setupProfile(seeker({ resume: pdf }), {
      handlers: { 'DELETE /api/user/resume': [500, { message: 'boom' }] },
    });
    const resume = await resumeRegion();
    await user.click(resume.getByRole('button', { name: profileText.delete }));
    const dialog = within(await screen.findByRole('alertdialog', { name: profileText.resumeDeleteTitle }));
    await user.click(dialog.getByRole('button', { name: profileText.resumeDeleteConfirm }));
    expect(await screen.findByText(profileMessages.resumeDeleteFailed)).toBeInTheDocument();
    expect(resume.getByTestId('resume-file-card')).toBeInTheDocument();
  });

  it('previews PDFs only', async () => {
    const { user, api } = setupProfile(seeker({ resume: docx }));
    const resume = await resumeRegion();
    await user.click(resume.getByRole('button', { name: profileText.resumePreview }));
    const dialog = within(await screen.findByRole('dialog', { name: profileText.resumePreviewTitle }));
    expect(dialog.getByRole('alert')).toHaveTextContent(profileMessages.previewOnlyPdf);
    expect(api.callsTo('GET', docx.fileUrl)).toHaveLength(0);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows a PDF in a frame by the view link the server signs, so the viewer's title is the file name", async () => {
    const viewUrl = '/api/user/resume/view/cv.pdf?token=aaa.bbb.ccc';
    const { user, api } = setupProfile(seeker({ resume: pdf }), {
      handlers: { [`POST ${pdf.fileUrl}/view-link`]: [200, { url: viewUrl }] },
    });
    const resume = await resumeRegion();
    await user.click(resume.getByRole('button', { name: profileText.resumePreview }));
    const dialog = await screen.findByRole('dialog', { name: profileText.resumePreviewTitle });
    await waitFor(() => expect(dialog.querySelector('iframe')).toHaveAttribute('src', viewUrl));
    expect(dialog.querySelector('iframe')).toHaveAttribute('title', 'cv.pdf');
    expect(api.callsTo('POST', `${pdf.fileUrl}/view-link`)[0]!.headers.Authorization).toBe(
      'Bearer access-token',
    );
  });

  it('says the PDF cannot be previewed when the server refuses a view link (its bytes are not a PDF)', async () => {
    const { user } = setupProfile(seeker({ resume: pdf }), {
      handlers: {
        [`POST ${pdf.fileUrl}/view-link`]: [415, { message: profileMessages.pdfPreviewFailed }],
      },
    });
    const resume = await resumeRegion();
    await user.click(resume.getByRole('button', { name: profileText.resumePreview }));
    const dialog = within(await screen.findByRole('dialog', { name: profileText.resumePreviewTitle }));
    expect(await dialog.findByText(profileMessages.pdfPreviewFailed)).toBeInTheDocument();
  });

  it('says there is no file when the download cannot be fetched', async () => {
    const { user } = setupProfile(seeker({ resume: pdf }));
    const resume = await resumeRegion();
    await user.click(resume.getByRole('button', { name: profileText.resumeDownload }));
    expect(await screen.findByText(profileMessages.noFileToDownload)).toBeInTheDocument();
    await waitFor(() =>
      expect(resume.getByRole('button', { name: profileText.resumeDownload })).toBeEnabled(),
    );
  });

  it('says when the text is still being read, and drops the notice once the server has read it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let stored = seeker({ resume: { ...pdf, textStatus: 'pending' } });
    const { api } = setupProfile(stored, {
      handlers: { 'GET /api/auth/me': () => [200, { user: stored }] },
    });
    const resume = await resumeRegion();
    expect(resume.getByRole('status')).toHaveTextContent(profileText.resumeTextPending);
    expect(resume.getByTestId('resume-file-card')).toBeInTheDocument();

    const asked = api.callsTo('GET', '/api/auth/me').length;
    stored = { ...stored, resume: { ...pdf, textStatus: 'read' } };
    await vi.advanceTimersByTimeAsync(RESUME_TEXT_RECHECK_MS);
    await waitFor(() => expect(resume.queryByText(profileText.resumeTextPending)).not.toBeInTheDocument());
    expect(api.callsTo('GET', '/api/auth/me')).toHaveLength(asked + 1);
    // Read: nothing more is asked.
    await vi.advanceTimersByTimeAsync(3 * RESUME_TEXT_RECHECK_MS);
    expect(api.callsTo('GET', '/api/auth/me')).toHaveLength(asked + 1);
  });

  it('says when the text could not be read, so match scores do not use it', async () => {
    setupProfile(seeker({ resume: { ...pdf, textStatus: 'unreadable' } }));
    const resume = await resumeRegion();
    expect(resume.getByRole('status')).toHaveTextContent(profileText.resumeTextUnreadable);
    expect(resume.getByTestId('resume-file-card')).toBeInTheDocument();
  });

  it('shows the limit in the server words when too many resumes were uploaded', async () => {
    const { user } = setupProfile(seeker({ resume: pdf }), {
      handlers: { 'POST /api/user/resume': [429, { message: profileMessages.resumeUploadLimit }] },
    });
    const resume = await resumeRegion();
    await user.upload(
      screen.getByTestId('resume-input'),
      new File(['%PDF-1.4'], 'again.pdf', { type: 'application/pdf' }),
    );
    expect(await resume.findByRole('alert')).toHaveTextContent(profileMessages.resumeUploadLimit);
  });
});
