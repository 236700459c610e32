import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Feature boundaries of the web app (style habit 4): a feature never imports another, and the shared
 * src/components and src/lib never import a feature; the router in src/app composes them.
 */
const FEATURES_DIR = 'apps/web/src/features';
const features = readdirSync(new URL(`./${FEATURES_DIR}`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const SOURCE = '{ts,tsx}';
const restrict = (group, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group, message }] }],
});
/** A file `depth` folders below its feature's folder reaches a sibling feature with depth + 1 `../`. */
const featureBlocks = features.flatMap((feature) => {
  const others = features.filter((other) => other !== feature);
  const aliased = others.flatMap((other) => [
    `@/features/${other}`,
    `@/features/${other}/**`,
    `**/features/${other}`,
    `**/features/${other}/**`,
  ]);
  return [0, 1, 2, 3].map((depth) => {
    const up = '../'.repeat(depth + 1);
    const relative = others.flatMap((other) => [`${up}${other}`, `${up}${other}/**`]);
    return {
      files: [`${FEATURES_DIR}/${feature}/${'*/'.repeat(depth)}*.${SOURCE}`],
      rules: restrict(
        [...aliased, ...relative],
        `Features never import each other: move what ${feature} shares to src/components or src/lib.`,
      ),
    };
  });
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // No import cycles in the product's code: a cycle makes the order modules start in matter, and
    // hides which part depends on which.
    files: [`{packages/shared,apps/server,apps/web}/src/**/*.${SOURCE}`],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['packages/shared/tsconfig.json', 'apps/server/tsconfig.json', 'apps/web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  ...featureBlocks,
  {
    files: [`apps/web/src/{components,lib}/**/*.${SOURCE}`],
    rules: restrict(
      ['@/features', '@/features/**', '**/features/**'],
      'src/components and src/lib are shared: they never import a feature.',
    ),
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.ts', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
