import { readdirSync } from 'node:fs';
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// The layout keeps itself (README "Layout"): imports run one way, app/ → features/ → platform/.
// tests/lint/layout.test.ts shows each rule failing on a file that breaks it.
const FEATURES = readdirSync('features', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

/**
 * What another feature may use of `feature`: its reads and commands, input schemas, pure rules,
 * types, and the components it made to be embedded elsewhere (components/shared/: the site's
 * visitor and sign-in providers, the appointment status badge, the PayTR frame, the salon page's
 * review section…). Everything else in components/ and every action file stays its own.
 */
function faceOf(feature) {
  const face = readdirSync(`features/${feature}`)
    .filter((name) => name === 'server' || name === 'rules' || /^(schema|types)(\.[\w-]+)?\.ts$/.test(name))
    .map((name) => `./${name}`);
  return [...face, './components/shared'];
}

const layoutZones = [
  // 1. Nothing imports from app/ (routes only).
  {
    target: ['./features', './platform', './components', './server', './scripts', './instrumentation.ts', './proxy.ts'],
    from: './app',
    message: 'app/ holds routes only: move what you need into features/ or platform/.',
  },
  // 2. platform imports no feature and no component.
  { target: './platform', from: ['./features', './components'], message: 'platform/ is below every feature and component.' },
  // 3. The UI kit imports only platform and components/ui.
  { target: './components/kit', from: ['./features', './components/site'], message: 'The kit uses only platform/ and components/ui.' },
  { target: './components/ui', from: ['./features', './components/site', './components/kit'], message: 'components/ui uses only platform/.' },
  // 4. A feature uses another only through its server/, schema, rules or types.
  ...FEATURES.flatMap((target) => FEATURES.filter((from) => from !== target).map((from) => ({
    target: `./features/${target}`,
    from: `./features/${from}`,
    except: faceOf(from),
    message: `Use features/${from} only through its server/, schema, rules, types or components/shared.`,
  }))),
];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    files: ['**/*.{ts,tsx,mjs}'],
    ignores: ['tests/**', '**/*.test.ts'], // tests reach anything they test, routes included
    rules: {
      'import/no-restricted-paths': ['error', { zones: layoutZones }],
      // 6. Files stay small (README "Layout").
      'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }],
    },
  },
  {
    // Features form no cycle (a circle between files of one feature is caught too).
    files: ['features/**/*.{ts,tsx}', 'platform/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'],
    // Packages are not followed: only our own files can form a circle, and parsing them is slow.
    settings: { 'import/ignore': ['node_modules'] },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // 5. 'use server' only in action files: features/<domain>/actions[.<topic>].<audience>.ts.
    files: ['**/*.{ts,tsx}'],
    ignores: ['features/*/actions.*.ts'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: "ExpressionStatement[directive='use server']",
        message: "'use server' belongs in features/<domain>/actions[.<topic>].<audience>.ts, made with that audience's access wrapper.",
      }],
    },
  },
  {
    files: ['tests/**', 'scripts/**', '**/*.test.ts'],
    rules: { 'max-lines': 'off' },
  },
  globalIgnores(['.next/**', '.next-*/**', '.data/**', 'out/**', 'build/**', 'next-env.d.ts',
    'test-results/**', 'playwright-report/**', 'bench-results/**', 'tests/lint/fixtures/**']),
]);
