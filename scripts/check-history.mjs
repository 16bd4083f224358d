#!/usr/bin/env node
// Part of `npm run lint`: source, the contract and scripts say why the code is as it is now, never the
// project's history (the word issue and its number); that lives in git and in docs/adr. Markdown is left
// out (docs and READMEs may cite an issue), and so are the generated types, which follow openapi.yaml.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import process from 'node:process';

const HISTORY = /\bissues? \d+/i;
const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
  .split('\0')
  .filter((f) => /\.(ts|tsx|js|mjs|cjs|yaml|yml|sh|json)$/.test(f) && !f.startsWith('docs/') && !f.includes('/generated/') && !f.endsWith('package-lock.json'));
const found = [];
for (const file of files) {
  readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
    if (HISTORY.test(line)) found.push(`${file}:${i + 1}: ${line.trim().slice(0, 120)}`);
  });
}
if (found.length) {
  console.error(`History in source (say why the code is so, and leave the story to git and docs/adr):\n${found.join('\n')}`);
  process.exit(1);
}
