import { describe, expect, it } from 'vitest';
import { COMING_SOON_TOPICS, comingSoonText, comingSoonTopic } from './site-pages';

describe('the coming-soon page topic', () => {
  it('names a known topic', () => {
    expect(comingSoonTopic('job-alerts')).toBe(COMING_SOON_TOPICS['job-alerts']);
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
