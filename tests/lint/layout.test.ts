// The lint rules that keep the layout (eslint.config.mjs, README "Layout") each fail on a file
// that breaks them: the file is linted as if it stood at the path given, importing real files.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

describe('the layout rules', () => {
  it('1. nothing imports from app/', async () => {
    expect(await rulesBroken('features/staff/server/bad.ts', "import '@/app/panel/(app)/layout';\n")).toContain('import/no-restricted-paths');
  });

  it('2. platform imports no feature and no component', async () => {
    expect(await rulesBroken('platform/db/bad.ts', "import '@/features/staff/server/staff';\n")).toContain('import/no-restricted-paths');
    expect(await rulesBroken('platform/db/bad.ts', "import '@/components/kit/table';\n")).toContain('import/no-restricted-paths');
  });

  it('3. the UI kit imports only platform and components/ui', async () => {
    expect(await rulesBroken('components/kit/bad.tsx', "import '@/features/staff/schema';\n")).toContain('import/no-restricted-paths');
    expect(await rulesBroken('components/kit/good.tsx', "import '@/components/ui/button';\nimport '@/platform/text/format';\n")).toEqual([]);
  });

  it('4. a feature uses another only through its server/, schema, rules, types or components/shared', async () => {
    expect(await rulesBroken('features/staff/components/bad.tsx', "import '@/features/team/components/user-card';\n")).toContain('import/no-restricted-paths');
    expect(await rulesBroken('features/staff/components/bad.tsx', "import '@/features/team/actions.panel';\n")).toContain('import/no-restricted-paths');
    expect(await rulesBroken('features/staff/server/good.ts', "import '@/features/team/server/users';\nimport '@/features/team/schema';\n")).toEqual([]);
    // A component made to be embedded elsewhere, and only such a one.
    expect(await rulesBroken('features/customers/components/good.tsx', "import '@/features/appointments/components/shared/appointment-status-badge';\n")).toEqual([]);
    expect(await rulesBroken('features/customers/components/bad.tsx', "import '@/features/appointments/components/appointment-card';\n")).toContain('import/no-restricted-paths');
  });

  it('4. and files form no circle', async () => {
    const cycles = new ESLint({ cwd: process.cwd(), ignore: false, overrideConfig: { files: ['tests/lint/fixtures/**'], rules: { 'import/no-cycle': 'error' } } });
    const [result] = await cycles.lintFiles(['tests/lint/fixtures/cycle-a.ts']);
    expect(result.messages.map((m) => m.ruleId)).toContain('import/no-cycle');
  });

  it("5. 'use server' only in action files", async () => {
    const action = "'use server';\nexport async function save() {}\n";
    expect(await rulesBroken('features/staff/server/bad.ts', action)).toContain('no-restricted-syntax');
    expect(await rulesBroken('features/staff/actions.panel.ts', action)).not.toContain('no-restricted-syntax');
  });

  it('6. source files stay under 300 lines', async () => {
    const long = Array.from({ length: 301 }, (_, i) => `export const line${i} = ${i};`).join('\n') + '\n';
    expect(await rulesBroken('features/staff/rules/long.ts', long)).toContain('max-lines');
  });
});
