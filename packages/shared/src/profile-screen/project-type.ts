import type { ProjectEntry } from '../user';

export const PROJECT_TYPES = [
  'Web Development',
  'Mobile App',
  'AI/ML',
  'Data Science',
  'Game Development',
  'Other',
] as const;

export type ProjectType = (typeof PROJECT_TYPES)[number];

/**
 * Keywords per type, checked in this order so the more specific kind wins: a React Native app is a
 * mobile app, not web development; a model served over a web API is AI/ML. Multi-word keywords
 * match as phrases; every keyword matches whole words only ('ai' is not found in 'maintain').
 */
const KEYWORDS: ReadonlyArray<[Exclude<ProjectType, 'Other'>, readonly string[]]> = [
  [
    'Game Development',
    ['game', 'games', 'gaming', 'unity', 'unreal', 'godot', 'phaser', 'pygame', 'multiplayer'],
  ],
  [
    'Mobile App',
    [
      'mobile',
      'android',
      'ios',
      'iphone',
      'ipad',
      'flutter',
      'react native',
      'swiftui',
      'swift',
      'kotlin',
      'expo',
      'xamarin',
      'app store',
      'play store',
    ],
  ],
  [
    'AI/ML',
    [
      'ai',
      'ml',
      'machine learning',
      'deep learning',
      'neural',
      'neural network',
      'tensorflow',
      'pytorch',
      'keras',
      'scikit-learn',
      'sklearn',
      'nlp',
      'llm',
      'gpt',
      'computer vision',
      'opencv',
      'chatbot',
      'transformer',
      'transformers',
      'artificial intelligence',
      'reinforcement learning',
    ],
  ],
  [
    'Data Science',
    [
      'data science',
      'data analysis',
      'data analytics',
      'analytics',
      'pandas',
      'numpy',
      'jupyter',
      'tableau',
      'power bi',
      'statistics',
      'statistical',
      'visualization',
      'visualisation',
      'etl',
      'data pipeline',
      'big data',
      'spark',
      'hadoop',
      'matplotlib',
    ],
  ],
  [
    'Web Development',
    [
      'web',
      'website',
      'web app',
      'webapp',
      'frontend',
      'front-end',
      'backend',
      'back-end',
      'full stack',
      'full-stack',
      'fullstack',
      'html',
      'css',
      'javascript',
      'typescript',
      'react',
      'next.js',
      'nextjs',
      'angular',
      'vue',
      'svelte',
      'node',
      'node.js',
      'nodejs',
      'express',
      'django',
      'flask',
      'rails',
      'laravel',
      'php',
      'rest api',
      'graphql',
      'tailwind',
      'e-commerce',
      'ecommerce',
    ],
  ],
];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const MATCHERS = KEYWORDS.map(
  ([type, words]) =>
    [
      type,
      // Whole words: not preceded or followed by a letter or digit ('node.js' and 'c++' style keep their punctuation).
      new RegExp(`(?<![a-z0-9])(?:${words.map(escapeRegExp).join('|')})(?![a-z0-9])`, 'i'),
    ] as const,
);

/**
 * The project's type, derived from keywords in its name, technologies and description (docs/product.md
 * section 9).
 */
export function projectType(
  project: Partial<Pick<ProjectEntry, 'name' | 'technologies' | 'description'>>,
): ProjectType {
  const text = [project.name, project.technologies, project.description].filter(Boolean).join(' \n ');
  for (const [type, matcher] of MATCHERS) if (matcher.test(text)) return type;
  return 'Other';
}
