// CI guard: fails when packages/api-client's generated types do not match openapi.yaml, i.e. someone
// changed the contract without running `npm run generate` (or edited the generated file by hand).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GENERATED, withHeader } from './generated-header.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const committed = join(root, GENERATED);
const dir = mkdtempSync(join(tmpdir(), 'trade-portal-gen-'));
const fresh = join(dir, 'schema.ts');
try {
  const bin = join(root, 'node_modules', 'openapi-typescript', 'bin', 'cli.js');
  execFileSync(process.execPath, [bin, join(root, 'openapi.yaml'), '-o', fresh], { stdio: 'pipe', cwd: root });
  writeFileSync(fresh, withHeader(readFileSync(fresh, 'utf8')));
  const current = existsSync(committed) ? readFileSync(committed, 'utf8') : '';
  if (readFileSync(fresh, 'utf8') !== current) {
    console.error(`${GENERATED} is stale: openapi.yaml changed. Run \`npm run generate\` and commit the result.`);
    process.exit(1);
  }
  console.log(`${GENERATED} matches openapi.yaml.`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
