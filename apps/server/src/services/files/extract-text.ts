import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';
import type { ResumeKind } from './detect-type';

const MAX_TEXT = 200_000;

/** The resume's text for search and matching; empty when it cannot be read (e.g. a legacy .doc). */
export async function extractResumeText(data: Buffer, kind: ResumeKind): Promise<string> {
  try {
    if (kind === 'pdf') {
      const pdf = await getDocumentProxy(new Uint8Array(data));
      const { text } = await extractText(pdf, { mergePages: true });
      return normalize(Array.isArray(text) ? text.join('\n') : text);
    }
    if (kind === 'docx') {
      const { value } = await mammoth.extractRawText({ buffer: data });
      return normalize(value);
    }
  } catch {
    // A damaged file still counts as uploaded; it just adds nothing to matching.
  }
  return '';
}

function normalize(text: string): string {
  return text
    .replaceAll(String.fromCharCode(0), '')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, MAX_TEXT);
}
