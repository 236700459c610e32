import { describe, expect, it } from 'vitest';
import { indexText, parseKeywords, plainWords, searchDocumentOf, workModeOf } from '.';

const terms = (keywords: string) => parseKeywords(keywords).units.map((u) => u.terms);

describe('search normalization', () => {
  it('keeps the terms job seekers type', () => {
    expect(plainWords('C++, C#, .NET, Node.js, Next.js, React.js')).toEqual([
      'cplusplus',
      'csharp',
      'dotnet',
      'nodejs',
      'nextjs',
      'reactjs',
    ]);
    expect(plainWords('front-end full-stack CI/CD B.Tech')).toEqual([
      'frontend',
      'fullstack',
      'cicd',
      'btech',
    ]);
  });

  it('writes the same words for the index and the query', () => {
    for (const text of ['Node.js', 'front end', 'SAP MM', 'Power BI', 'C++', 'machine learning']) {
      const index = new Set(indexText([text], 'skills').split(' '));
      for (const unit of terms(text))
        expect(
          unit.some((t) => index.has(t)),
          text,
        ).toBe(true);
    }
  });

  it('reads synonyms from the shared lexicon', () => {
    const node = indexText(['Backend Engineer (Node.js)'], 'title').split(' ');
    for (const q of ['node', 'nodejs', 'node js'])
      expect(terms(q)[0]!.some((t) => node.includes(t))).toBe(true);
    const k8s = indexText(['Kubernetes'], 'skills').split(' ');
    expect(terms('k8s')[0]!.some((t) => k8s.includes(t))).toBe(true);
  });

  it("takes 'go' for the language only next to technical words", () => {
    expect(indexText(['We go above and beyond'], 'body')).not.toContain('qqgolang');
    expect(indexText(['Experience with Go and Python'], 'body')).toContain('qqgolang');
    expect(indexText(['Go'], 'skills')).toContain('qqgolang');
  });

  it('finds developer for developers and development', () => {
    expect(terms('developers')).toEqual(terms('developer'));
    const title = indexText(['Senior Developers'], 'title').split(' ');
    expect(terms('developer')[0]!.some((t) => title.includes(t))).toBe(true);
    expect(terms('development')[0]!.every((t) => title.includes(t))).toBe(true);
  });

  it('reads work modes, cities and words that say nothing from the keywords', () => {
    expect(parseKeywords('Remote Jobs')).toMatchObject({ units: [], workModes: ['remote'] });
    expect(parseKeywords('python developer jobs in Bombay')).toMatchObject({ cities: ['mumbai'] });
    expect(parseKeywords('hiring vacancy opening')).toMatchObject({ units: [], unsearchable: false });
    expect(parseKeywords('!!!')).toMatchObject({ units: [], unsearchable: true });
  });

  it('tells the work mode of a job', () => {
    const job = { type: 'Full-Time', location: 'Pune', title: 'Analyst', description: 'Office work.' };
    expect(workModeOf(job)).toBe('onsite');
    expect(workModeOf({ ...job, location: 'Pune (Hybrid)' })).toBe('hybrid');
    expect(workModeOf({ ...job, type: 'Remote' })).toBe('remote');
    expect(workModeOf({ ...job, description: 'This is a fully remote role.' })).toBe('remote');
  });

  it('writes four documents per job', () => {
    const doc = searchDocumentOf({
      title: 'Embedded Developer',
      companyName: 'Acme',
      location: 'Pune',
      type: 'Full-Time',
      category: 'Engineering',
      description: 'Firmware.',
      requirements: 'RTOS.',
      keySkills: ['C++'],
    });
    // A software role through its skills: found, with the weight of skills, not of the title.
    expect(doc.docTitle).not.toContain('qqsoftwareengineer');
    expect(doc.docSkills).toContain('qqsoftwareengineer');
    expect(doc.docSkills).toContain('qqcplusplus');
    expect(doc.docMeta).toContain('acm');
    expect(doc.docBody).toContain('pune');
  });

  it('ranks a title that names front-end work above one that is front-end only through its skills', () => {
    const doc = (title: string, keySkills: string[]) =>
      searchDocumentOf({
        title,
        companyName: 'X',
        location: 'Pune',
        type: 'Full-Time',
        category: 'IT',
        description: '',
        requirements: '',
        keySkills,
      });
    expect(doc('Frontend Engineer', ['CSS']).docTitle).toContain('qqfrontend');
    expect(doc('Senior React Developer', ['CSS']).docTitle).toContain('qqfrontend');
    const firmware = doc('Firmware Developer', ['TypeScript', 'Robotics']);
    expect(firmware.docTitle).not.toContain('qqfrontend');
    expect(firmware.docSkills).toContain('qqfrontend');
  });

  it('does not read an employer saying it is hiring as a recruitment job', () => {
    const nurse = searchDocumentOf({
      title: 'Staff Nurse',
      companyName: 'City Hospital',
      location: 'Lucknow',
      type: 'Full-Time',
      category: 'Healthcare',
      description: 'We are hiring staff nurses for night duty. Urgent hiring, walk-in interviews.',
      requirements: 'GNM or B.Sc Nursing.',
      keySkills: ['Patient Care'],
    });
    expect(Object.values(nurse).join(' ')).not.toContain('qqrecruitment');
    // A recruiter's own hiring work still is.
    const recruiter = indexText(['Campus hiring', 'End to end hiring', 'Recruiting'], 'skills').split(' ');
    expect(recruiter.filter((t) => t === 'qqrecruitment').length).toBe(3);
  });

  it('reads a device driver as technical work, not as a driver of vehicles', () => {
    const title = (t: string) => indexText([t], 'title').split(' ');
    expect(title('Cab Driver (Own Car)')).toContain('qqdriver');
    expect(title('Linux Device Driver Engineer')).not.toContain('qqdriver');
    expect(indexText(['Device Drivers', 'Windows Drivers'], 'skills').split(' ')).not.toContain('qqdriver');
    expect(terms('driver')[0]).toContain('qqdriver');
    // The query asks for the word there, which the device driver job holds.
    const device = terms('device driver');
    expect(device.flat()).not.toContain('qqdriver');
    expect(device[1]!.some((t) => title('Linux Device Driver Engineer').includes(t))).toBe(true);
  });

  it('reads Hindi and Hinglish words of job search', () => {
    expect(terms('driver ki naukri')).toEqual(terms('driver'));
    expect(terms('वाहन चालक')).toEqual(terms('driver'));
    expect(parseKeywords('ghar se kaam').workModes).toEqual(['remote']);
    expect(terms('darzi')[0]).toContain('qqtailor');
  });
});
