import { describe, expect, it } from 'vitest';
import { RESUME_MAX_BYTES } from './constants';
import { COMING_SOON_TOPICS, comingSoonText, comingSoonTopic, privacyPolicy } from './site-pages';

describe('the coming-soon page topic', () => {
  it('names a known topic', () => {
    expect(comingSoonTopic('featured-jobs')).toBe(COMING_SOON_TOPICS['featured-jobs']);
  });

  it.each([null, '', 'nope', '<b>hi</b>', 'toString', '__proto__', 'constructor'])(
    'gives the general text for %j, never the value itself',
    (what) => {
      expect(comingSoonTopic(what)).toEqual({
        title: comingSoonText.fallbackTitle,
        text: comingSoonText.fallbackText,
      });
    },
  );
});

describe('the privacy policy', () => {
  it('states the resume size limit the upload enforces', () => {
    const text = JSON.stringify(privacyPolicy);
    expect(text).toContain(`up to ${RESUME_MAX_BYTES / (1024 * 1024)} MB`);
    expect(text).not.toContain('up to 5 MB');
  });
});
