import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)*$/;
const PASCAL = /^[A-Z][A-Za-z0-9]*$/;

/**
 * One file-name convention: React component files are PascalCase (src/**, demos); every other
 * file is kebab-case, including Gatsby templates and app wiring, whose names are routes and roles.
 */
const fileNamePlugin = {
  rules: {
    'file-name-case': {
      meta: { type: 'suggestion', schema: [] },
      create(context) {
        const relative = path.relative(process.cwd(), context.filename).split(path.sep).join('/');
        const base = path.basename(relative).replace(/\.(tsx?|mjs|cjs|js)$/, '');
        if (/^(gatsby-(browser|ssr|node|config)|eslint\.config|jest\.config|jest\.setup)$/.test(base)) {
          return {};
        }
        const isComponent =
          relative.endsWith('.tsx') &&
          ((relative.startsWith('src/') && !/^src\/(templates|app)\//.test(relative)) || /\/demos\//.test(relative));
        const ok = isComponent ? PASCAL.test(base) : KEBAB.test(base);
        return {
          Program(node) {
            if (!ok) {
              context.report({
                node,
                message: `File name "${path.basename(relative)}" should be ${isComponent ? 'PascalCase (a component file)' : 'kebab-case'}.`,
              });
            }
          },
        };
      },
    },
  },
};

export default tseslint.config(
  { ignores: ['node_modules/', 'public/', '.cache/', 'src/gatsby-types.d.ts', 'tests/e2e/artifacts/', '.bench/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js,cjs}'],
    plugins: { 'react-hooks': reactHooks, local: fileNamePlugin },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'local/file-name-case': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-ignore': true, 'ts-nocheck': true, 'ts-expect-error': 'allow-with-description' },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['tests/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    files: ['scripts/**', 'tests/e2e/**', 'tests/jest/**', 'tests/__mocks__/**'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
);
