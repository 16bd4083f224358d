/** Where the repository and its contract are: `repoRoot` and `loadSpecification()` for openapi.yaml. */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const here = dirname(fileURLToPath(import.meta.url));
/** Repository root (apps/api/src → ../../..). */
export const repoRoot = resolve(here, '../../..');

/** Loads openapi.yaml from the repository root, parsed afresh on each call (callers may mutate it). */
export function loadSpecification(): Record<string, unknown> {
  return parse(readFileSync(join(repoRoot, 'openapi.yaml'), 'utf8')) as Record<string, unknown>;
}
