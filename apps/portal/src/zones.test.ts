import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The portal's zones (eslint.config.js, ADR 0004) checked on made-up files: a lazy `import()` is held to
// the same zones as a static import (scripts/eslint-dynamic-imports.js).
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../../..', import.meta.url)) });

/** The zone rules a file breaks, as `rule: source` pairs. */
async function zoneErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'zones/dynamic-imports')
    .map((m) => `${m.ruleId}: ${/'([^']+)'/.exec(m.message)?.[1] ?? m.message}`);
}

/** The messages of the one-way-to-load-later rule (ADR 0033) a file breaks, by line. */
async function loadLaterErrors(filePath: string, code: string): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax' && m.message.includes('ADR 0033')).map((m) => m.line);
}

describe('one way to load code later', () => {
  const code = [
    "import { lazy } from 'react';",
    "import { lazyPart, suspenseComponent } from '@trade-portal/ui/lazyPart';",
    "export const A = lazy(() => import('./A'));",
    "export const load = () => import('./b');",
    "export const C = suspenseComponent(lazyPart(() => import('./C')));",
    "export const d = lazyPart(() => import('./d').then((m) => m.d));",
    '',
  ].join('\n');

  it('refuses React.lazy and a bare import() in the portal and in ui, and lets a lazy part through', async () => {
    expect(await loadLaterErrors('apps/portal/src/shell/Made.tsx', code)).toEqual([1, 3, 4]);
    expect(await loadLaterErrors('apps/portal/src/api/Made.ts', code)).toEqual([1, 3, 4]);
    expect(await loadLaterErrors('packages/ui/src/shell/Made.tsx', code)).toEqual([1, 3, 4]);
  });

  it('leaves tests free to re-import a module', async () => {
    expect(await loadLaterErrors('apps/portal/src/shell/Made.test.ts', code)).toEqual([]);
  });
});

describe('portal zones', () => {
  it('stop the shell loading a feature lazily, as they stop it importing one', async () => {
    const errors = await zoneErrors(
      'apps/portal/src/shell/Made.tsx',
      "import { lazy } from 'react';\nimport '../features/cart/CartPage';\nexport const Page = lazy(() => import('../features/cart/CartPage'));\n",
    );
    expect(errors).toEqual(['no-restricted-imports: ../features/cart/CartPage', 'zones/dynamic-imports: ../features/cart/CartPage']);
  });

  it('stop a feature loading another feature lazily', async () => {
    expect(await zoneErrors('apps/portal/src/features/cart/Made.tsx', "export const load = () => import('../home/HomePage');\n")).toEqual([
      'zones/dynamic-imports: ../home/HomePage',
    ]);
  });

  it("stop a lazy import of an api module past the api's index, and of the server's client outside api/", async () => {
    expect(
      await zoneErrors('apps/portal/src/offline/Made.ts', "export const a = () => import('../api/cart');\nexport const b = () => import('openapi-fetch');\n"),
    ).toEqual(['zones/dynamic-imports: ../api/cart', 'zones/dynamic-imports: openapi-fetch']);
  });

  it('let the route table and the shell load what they may', async () => {
    expect(await zoneErrors('apps/portal/src/router.tsx', "export const load = () => import('./features/cart/CartPage');\n")).toEqual([]);
    expect(await zoneErrors('apps/portal/src/shell/Made.tsx', "export const a = () => import('../survey/SurveyWidget');\nexport const b = () => import('../api');\n")).toEqual([]);
  });

  it('hold in the packages too: ui loads no client', async () => {
    expect(await zoneErrors('packages/ui/src/Made.ts', "export const load = () => import('@trade-portal/api-client');\n")).toEqual([
      'zones/dynamic-imports: @trade-portal/api-client',
    ]);
  });
});
