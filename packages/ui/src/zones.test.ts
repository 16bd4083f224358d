import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The ui's zone (eslint.config.js, ADR 0003) checked on made-up files: a contract shape is named with
// `import type`, and nothing of api-client's runtime, the machines or the portal comes in.
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../../..', import.meta.url)) });

/** The import rules a file breaks, as `rule: source` pairs. */
async function zoneErrors(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: 'packages/ui/src/content/Made.tsx' });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'zones/dynamic-imports')
    .map((m) => `${m.ruleId}: ${/'([^']+)'/.exec(m.message)?.[1] ?? m.message}`);
}

describe('ui zone', () => {
  it('lets a component name a generated type', async () => {
    expect(await zoneErrors("import type { PopUpBanner } from '@trade-portal/api-client';\nexport const title = (b: PopUpBanner) => b.Title;\n")).toEqual([]);
  });

  it("stops api-client's runtime, statically or lazily, and the packages past their index", async () => {
    const code = [
      "import { ApiError } from '@trade-portal/api-client';",
      "import type { paths } from '@trade-portal/api-client/src/generated/schema';",
      "export const load = () => import('@trade-portal/api-client');",
      'export type Paths = paths;',
      'export const error = new ApiError(0, "");',
    ].join('\n');
    expect(await zoneErrors(code)).toEqual([
      'no-restricted-imports: @trade-portal/api-client',
      'no-restricted-imports: @trade-portal/api-client/src/generated/schema',
      'zones/dynamic-imports: @trade-portal/api-client',
    ]);
  });

  it('stops the machines and the portal', async () => {
    expect(await zoneErrors("import type { CheckoutInput } from '@trade-portal/machines';\nimport '@trade-portal/portal';\nexport type I = CheckoutInput;\n")).toEqual([
      'no-restricted-imports: @trade-portal/machines',
      'no-restricted-imports: @trade-portal/portal',
    ]);
  });
});
