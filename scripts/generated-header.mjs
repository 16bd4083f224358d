// Prepends the do-not-edit header to the generated client types (idempotent).
import { readFileSync, writeFileSync } from 'node:fs';

const file = process.argv[2] ?? 'packages/api-client/src/generated/schema.ts';
const header = '/**\n * Generated from openapi.yaml by `npm run generate` (openapi-typescript). Do not edit.\n */\n';
const text = readFileSync(file, 'utf8');
if (!text.startsWith(header)) writeFileSync(file, header + text);
