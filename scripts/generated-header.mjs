// Prepends the do-not-edit header to the client types that `npm run generate` writes with
// openapi-typescript. Idempotent: a file that already starts with the header is left alone.
//
//   node scripts/generated-header.mjs [file]          add the header (default: the api-client's schema.ts)
//   node scripts/generated-header.mjs --check [file]  exit 1 when the file lacks the header
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The header every generated file starts with. */
export const HEADER = '/**\n * Generated from openapi.yaml by `npm run generate` (openapi-typescript). Do not edit.\n */\n';

/** The generated client types, relative to the repository root. */
export const GENERATED = 'packages/api-client/src/generated/schema.ts';

/** `text` with the header in front, exactly once. */
export function withHeader(text) {
  return text.startsWith(HEADER) ? text : HEADER + text;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const file = args.find((a) => !a.startsWith('--')) ?? join(root, GENERATED);
  const text = readFileSync(file, 'utf8');
  if (check) {
    if (!text.startsWith(HEADER)) {
      console.error(`${file} lacks the generated-file header: run \`npm run generate\`.`);
      process.exit(1);
    }
  } else if (!text.startsWith(HEADER)) {
    writeFileSync(file, withHeader(text));
  }
}
