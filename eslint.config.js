import fs from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = fs.existsSync('app/features') ? fs.readdirSync('app/features') : [];
const shared = ['db', 'auth', 'ai', 'i18n', 'ui', 'catalogue', 'mail', 'speech'];

// Imports flow one way: routes → features → db/auth/ai/i18n/ui/catalogue/mail. The ui imports no
// feature, no shared layer imports a feature or a route, and a feature may use another feature's
// public *.server.ts entries but not its components or other insides.
const zones = [
  ...shared.map((layer) => ({
    target: `./app/${layer}`,
    from: ['./app/features', './app/routes'],
    message: 'Shared layers must not import features or routes.',
  })),
  { target: './app/features', from: './app/routes', message: 'Features must not import routes.' },
  ...features.flatMap((feature) =>
    features
      .filter((other) => other !== feature)
      .map((other) => ({
        target: `./app/features/${feature}`,
        from: `./app/features/${other}/components`,
        message: 'Compose features in a route instead of reaching into another feature.',
      })),
  ),
];

export default tseslint.config(
  { ignores: ['build', 'node_modules', '.react-router', 'data', 'public', 'drizzle'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/**/*.server.{ts,tsx}', 'app/**/*.test.{ts,tsx}', 'app/entry.server.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*'],
              message: 'Browser code cannot use Node modules; move this to a .server.ts file.',
            },
          ],
        },
      ],
    },
  },
);
