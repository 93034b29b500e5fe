import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import noCrossFeatureImports from './tools/eslint/no-cross-feature-imports.js';

const IO_MODULES = [
  'node:*',
  'fs',
  'fs/*',
  'path',
  'http',
  'https',
  'net',
  'child_process',
  'pg',
  'better-sqlite3',
  'kysely',
  'fastify',
  'fastify-*',
  '@fastify/*',
  'nodemailer',
  '@app/db',
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, local: { rules: { 'no-cross-feature-imports': noCrossFeatureImports } } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'local/no-cross-feature-imports': 'error',
    },
  },
  {
    // The domain is pure: no I/O imports and no clock; `now` and the zone are parameters.
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: IO_MODULES, message: 'packages/domain must not do I/O.' }] },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'The domain reads no clock: take `now` as a parameter.',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'The domain reads no clock: take `now` as a parameter.',
        },
      ],
    },
  },
  {
    // Contracts are shared with the browser: schemas and constants only.
    files: ['packages/contracts/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: IO_MODULES, message: 'packages/contracts is shared with the browser; no I/O.' }] },
      ],
    },
  },
  {
    // Migrations are frozen in time: they must not import application code.
    files: ['packages/db/src/migrations/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../*', '@app/*'], message: 'Migrations never import application code.' }] },
      ],
    },
  },
  {
    // The web app talks to the API over HTTP; it never imports server or database code. It may use
    // the pure rules of @app/domain (lint above keeps that package free of I/O and clocks), so a rule
    // such as split shares or London time has one home for both sides.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@app/db', '@app/api', 'node:*'],
              message: 'The web app depends on @app/contracts and the pure @app/domain only.',
            },
          ],
        },
      ],
    },
  },
);
