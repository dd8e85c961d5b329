import { readdirSync } from 'node:fs';
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// The layout keeps itself (README "Layout"): imports run one way, app/ → features/ → platform/.
// tests/lint/layout.test.ts shows each rule failing on a file that breaks it.
const FEATURES = readdirSync('features', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

/**
 * Components one feature still takes from another, left from the move (issue 35). Each should
 * become a slot the route fills (the salon page's reviews), a piece of the kit, or the owner's
 * types/rules; the list only shrinks.
 */
const KNOWN_CROSSINGS = {
  booking: ['accounts/components/visitor-provider.tsx'],
  customers: ['appointments/components/appointment-status-badge.tsx'],
  panel: ['appointments/components/appointment-status-badge.tsx'],
  registration: ['payments/components/paytr-frame.tsx', 'payments/components/use-payment-state.ts'],
  reviews: ['accounts/components/auth-dialog-provider.tsx', 'accounts/components/visitor-provider.tsx'],
  'salon-settings': ['salons/components/admin/place-fields.tsx', 'salons/components/admin/salon-form-options.tsx'],
  salons: ['reviews/components/salon-reviews-section.tsx', 'reviews/components/write-review-button.tsx', 'subscriptions/actions.admin.ts'],
  subscriptions: ['payments/components/paytr-frame.tsx', 'payments/components/use-payment-state.ts'],
  content: ['contact/components/contact-section.tsx'],
};

/** What another feature may use of `feature`: its reads and commands, input schemas, pure rules, types. */
function faceOf(feature, user) {
  const face = readdirSync(`features/${feature}`)
    .filter((name) => name === 'server' || name === 'rules' || /^(schema|types)(\.[\w-]+)?\.ts$/.test(name))
    .map((name) => `./${name}`);
  const crossings = (KNOWN_CROSSINGS[user] ?? []).filter((path) => path.startsWith(`${feature}/`));
  return [...face, ...crossings.map((path) => `./${path.slice(feature.length + 1)}`)];
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
    except: faceOf(from, target),
    message: `Use features/${from} only through its server/, schema, rules or types.`,
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
