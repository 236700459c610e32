import { describe, expect, it } from 'vitest';
import { RESUME_MAX_BYTES } from '../constants';
import { profileMessages } from '../profile';
import { isPdfResume, resumeFileError } from './resume-file';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('resume file check before upload (docs/product.md section 5)', () => {
  it('accepts PDF, DOC and DOCX by extension or type', () => {
    expect(resumeFileError(file('cv.pdf', 'application/pdf'))).toBeNull();
    expect(resumeFileError(file('CV.DOCX', ''))).toBeNull();
    expect(resumeFileError(file('cv.doc', 'application/msword'))).toBeNull();
    expect(resumeFileError(file('resume', 'application/pdf'))).toBeNull();
  });

  it('refuses other files', () => {
    expect(resumeFileError(file('cv.txt', 'text/plain'))).toBe(profileMessages.resumeWrongType);
    expect(resumeFileError(file('photo.png', 'image/png'))).toBe(profileMessages.resumeWrongType);
    expect(resumeFileError(file('cv.pdf.exe', ''))).toBe(profileMessages.resumeWrongType);
  });

  it('refuses files over 10 MB, and 10 MB itself passes', () => {
    expect(resumeFileError(file('cv.pdf', 'application/pdf', RESUME_MAX_BYTES))).toBeNull();
    expect(resumeFileError(file('cv.pdf', 'application/pdf', RESUME_MAX_BYTES + 1))).toBe(
      profileMessages.resumeTooLarge,
    );
  });

  it('reports the type before the size', () => {
    expect(resumeFileError(file('big.zip', 'application/zip', RESUME_MAX_BYTES * 2))).toBe(
      profileMessages.resumeWrongType,
    );
  });
});

describe('pdf preview', () => {
  it('is for PDF resumes only', () => {
    expect(isPdfResume({ fileName: 'cv.pdf', fileType: 'application/pdf' })).toBe(true);
    expect(isPdfResume({ fileName: 'cv.pdf' })).toBe(true);
    expect(isPdfResume({ fileName: 'cv.docx', fileType: 'application/msword' })).toBe(false);
    expect(isPdfResume(null)).toBe(false);
  });
});
