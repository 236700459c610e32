import mammoth from 'mammoth';
import { getDocumentProxy } from 'unpdf';
import type { ResumeKind } from './detect-type';
import { DocxTooLargeError, repackDocx } from './repack-docx';
import type { ExtractLimits, ExtractResult } from './text-limits';

/**
 * The resume's text for search and matching. Runs inside the extraction worker: the parsers get
 * untrusted files and are only safe behind its memory limit and timeout.
 */
export async function readResumeText(
  data: Buffer,
  kind: ResumeKind,
  limits: ExtractLimits,
): Promise<ExtractResult> {
  try {
    if (kind === 'pdf') return { text: normalize(await readPdf(data, limits), limits) };
    if (kind === 'docx') {
      const { value } = await mammoth.extractRawText({ buffer: repackDocx(data, limits.docx) });
      return { text: normalize(value, limits) };
    }
    // A legacy .doc is stored and offered for download, but its text is not read.
    return { text: '' };
  } catch (err) {
    return { text: '', failure: err instanceof DocxTooLargeError ? 'too-large' : 'unreadable' };
  }
}

async function readPdf(data: Buffer, limits: ExtractLimits): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(data), { verbosity: 0 });
  try {
    const pages: string[] = [];
    let length = 0;
    const last = Math.min(pdf.numPages, limits.maxPdfPages);
    for (let n = 1; n <= last && length < limits.maxTextChars; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const text = content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join('');
      pages.push(text);
      length += text.length;
      page.cleanup();
    }
    return pages.join('\n').replace(/\s+/g, ' ');
  } finally {
    await pdf.destroy();
  }
}

function normalize(text: string, limits: ExtractLimits): string {
  return text
    .replaceAll(String.fromCharCode(0), '')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, limits.maxTextChars);
}
