import { Document, ImageRun, Packer, Paragraph, TextRun } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { createExtractor, extractResumeText } from '../../src/services/files/extract-text';
import { EXTRACT_LIMITS, type DocxLimits, type ExtractLimits } from '../../src/services/files/text-limits';
import { docxBomb, pdfBomb } from './bombs';
import { makeDocx, makeImage, makeZip } from './fixtures';

const MB = 1024 * 1024;

/**
 * The product's limits with some changed. Where a test is about another limit, the deadline is
 * a minute rather than 12 s: on a shared two-core host under load, starting a worker thread and
 * loading the PDF reader alone has taken longer than 12 s.
 */
function limits(
  change: Partial<Omit<ExtractLimits, 'docx'>> & { docx?: Partial<DocxLimits> },
): ExtractLimits {
  return {
    ...EXTRACT_LIMITS,
    timeoutMs: 60_000,
    ...change,
    docx: { ...EXTRACT_LIMITS.docx, ...change.docx },
  };
}
const UNHURRIED = limits({});

async function pdfPages(pages: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const text of pages) doc.addPage([595, 842]).drawText(text, { x: 50, y: 780, size: 12, font });
  return Buffer.from(await doc.save());
}

/** Awaits `promise`, expecting it to settle within `ms`. */
async function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await promise;
  expect(performance.now() - started).toBeLessThan(ms);
  return result;
}

describe('resume text extraction limits', () => {
  it('reads a DOCX with a picture: only its XML parts are needed', async () => {
    const doc = new Document({
      sections: [
        {
          children: [
            new Paragraph({ children: [new TextRun('Meera Iyer, Data Engineer')] }),
            new Paragraph({
              children: [
                new ImageRun({
                  type: 'png',
                  data: await makeImage('png', 320, 240),
                  transformation: { width: 320, height: 240 },
                }),
              ],
            }),
            new Paragraph({ children: [new TextRun('Spark Airflow dbt')] }),
          ],
        },
      ],
    });
    const result = await extractResumeText(await Packer.toBuffer(doc), 'docx', UNHURRIED);
    expect(result).toEqual({ text: 'Meera Iyer, Data Engineer\n\nSpark Airflow dbt' });
  });

  it('refuses a DOCX part with an absurd compression ratio before inflating it', async () => {
    const bomb = await docxBomb(300 * 1024);
    const small = { ratioFloorBytes: 100 * 1024 };
    expect(await extractResumeText(bomb, 'docx', limits({ docx: small }))).toEqual({
      text: '',
      failure: 'too-large',
    });
    // The ratio alone refused it: without that check the same file is read.
    const read = await extractResumeText(bomb, 'docx', limits({ docx: { ...small, maxRatio: Infinity } }));
    expect(read.failure).toBeUndefined();
    expect(read.text).toContain('Bomb resume line of words');
  });

  it('refuses a DOCX whose parts together are over the limit', async () => {
    const docx = await makeDocx(['Small enough alone']);
    expect(await extractResumeText(docx, 'docx', limits({ docx: { maxTotalBytes: 2_000 } }))).toEqual({
      text: '',
      failure: 'too-large',
    });
  });

  it('answers "unreadable" for a damaged DOCX and no text, without a failure, for a legacy .doc', async () => {
    expect(await extractResumeText(makeZip('word/document.xml', '<w:document'), 'docx', UNHURRIED)).toEqual({
      text: '',
      failure: 'unreadable',
    });
    expect(await extractResumeText(Buffer.from('not read'), 'doc')).toEqual({ text: '' });
  });

  it('reads only the first pages of a PDF and caps the text', async () => {
    const pdf = await pdfPages(['Page one Alpha', 'Page two Bravo', 'Page three Charlie']);
    expect((await extractResumeText(pdf, 'pdf', UNHURRIED)).text).toBe(
      'Page one Alpha Page two Bravo Page three Charlie',
    );
    expect((await extractResumeText(pdf, 'pdf', limits({ maxPdfPages: 2 }))).text).toBe(
      'Page one Alpha Page two Bravo',
    );
    expect((await extractResumeText(pdf, 'pdf', limits({ maxTextChars: 8 }))).text).toBe('Page one');
  });

  it('a worker over its heap limit dies alone and the text is empty', async () => {
    const bomb = await docxBomb(6 * MB);
    const result = await extractResumeText(
      bomb,
      'docx',
      limits({ heapMb: 32, docx: { maxRatio: Infinity } }),
    );
    expect(result).toEqual({ text: '', failure: 'out-of-memory' });
  });

  it('stops a PDF that takes longer than the deadline', async () => {
    const bomb = await pdfBomb(200 * MB);
    const result = await within(4_000, extractResumeText(bomb, 'pdf', limits({ timeoutMs: 1_500 })));
    expect(result).toEqual({ text: '', failure: 'timeout' });
  });

  it('runs a bounded number of workers and turns away uploads past the queue', async () => {
    const extract = createExtractor({ concurrency: 1, maxQueued: 1 });
    const bomb = await pdfBomb(200 * MB);
    const short = limits({ timeoutMs: 1_500 });
    const running = extract(bomb, 'pdf', short);
    // Background work does not queue: a taken worker is a retry later, not a wait.
    expect(await within(500, extract(bomb, 'pdf', short, { queue: false }))).toEqual({
      text: '',
      failure: 'busy',
    });
    const queued = extract(bomb, 'pdf', short);
    expect(await within(500, extract(bomb, 'pdf', short))).toEqual({ text: '', failure: 'busy' });
    // The queued upload's deadline counts from its arrival, so waiting does not make it later.
    expect(await within(4_000, Promise.all([running, queued]))).toEqual([
      { text: '', failure: 'timeout' },
      { text: '', failure: 'timeout' },
    ]);
    expect((await extract(await pdfPages(['After the queue drained']), 'pdf', UNHURRIED)).text).toBe(
      'After the queue drained',
    );
  });
});
