// Fails when packages/api-client's generated types do not match openapi.yaml (CI).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const committed = 'packages/api-client/src/generated/schema.ts';
const dir = mkdtempSync(join(tmpdir(), 'trade-portal-gen-'));
const fresh = join(dir, 'schema.ts');
try {
  execFileSync('npx', ['openapi-typescript', 'openapi.yaml', '-o', fresh], { stdio: 'pipe' });
  execFileSync('node', ['scripts/generated-header.mjs', fresh]);
  if (readFileSync(fresh, 'utf8') !== readFileSync(committed, 'utf8')) {
    console.error(`${committed} is stale: run \`npm run generate\` and commit the result.`);
    process.exit(1);
  }
  console.log('Generated client types match openapi.yaml.');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
