import { describe, expect, it } from 'vitest';
import { projectType } from './project-type';

describe('project type (docs/product.md section 9)', () => {
  it.each([
    [{ name: 'Portfolio website', technologies: 'HTML, CSS' }, 'Web Development'],
    [{ name: 'Shop', technologies: 'React, Node.js, PostgreSQL' }, 'Web Development'],
    [{ name: 'Budget tracker', technologies: 'Flutter, Firebase' }, 'Mobile App'],
    [{ name: 'Habit app', technologies: 'React Native, Expo' }, 'Mobile App'],
    [{ name: 'Spam filter', description: 'A machine learning classifier for e-mail' }, 'AI/ML'],
    [
      { name: 'Resume screener', technologies: 'Python, PyTorch', description: 'Served by a Flask web API' },
      'AI/ML',
    ],
    [{ name: 'Sales analysis', technologies: 'Pandas, Jupyter, Tableau' }, 'Data Science'],
    [{ name: 'Space shooter', technologies: 'Unity, C#' }, 'Game Development'],
    [{ name: 'Chess', description: 'A multiplayer board game for Android' }, 'Game Development'],
    [{ name: 'Home lab', description: 'Raspberry Pi cluster with Ansible' }, 'Other'],
  ] as const)('%o is %s', (project, type) => {
    expect(projectType(project)).toBe(type);
  });

  it('matches whole words only and ignores case', () => {
    expect(projectType({ name: 'Maintain the mainframe' })).toBe('Other'); // "ai" inside words
    expect(projectType({ name: 'Nodes and edges' })).toBe('Other'); // "node" inside a word
    expect(projectType({ name: 'AI assistant' })).toBe('AI/ML');
    expect(projectType({ technologies: 'NEXT.JS' })).toBe('Web Development');
  });

  it('is Other for an empty project', () => {
    expect(projectType({})).toBe('Other');
  });
});
