import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Every stories file's Docs page opens with a description of its component (docs/design-and-qa.md, For designers and
// QA): Storybook takes it from the component's TSDoc (the prop-table plugin, .storybook/main.ts) or from
// the meta's `parameters.docs.description.component`. It says what the component is for, which
// react-aria part or role it is, its states, and where the spec asks for it: a section (§N), 'beyond the
// spec' with its ADR, or the design brief for the primitives every screen uses.

const root = fileURLToPath(new URL('../../..', import.meta.url));
const STORY_ROOTS = ['packages/ui/src', 'apps/portal/src'];
/** Where a description says the spec asks for the component. */
const SPEC_REFERENCE = /§\d|beyond the spec|design\.md/i;

function storyFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__screenshots__' ? [] : storyFiles(path);
    return entry.name.endsWith('.stories.tsx') ? [path] : [];
  });
}

const parse = (file: string) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);

/** A module specifier's file: `./Button`, `../primitives` (its index.ts), or undefined for a package. */
function moduleFile(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  return [`${base}.tsx`, `${base}.ts`, join(base, 'index.ts'), join(base, 'index.tsx')].find(existsSync);
}

/** The text of a node's TSDoc (what react-docgen-typescript shows), or ''. */
function tsdoc(node: ts.Node): string {
  return ts
    .getJSDocCommentsAndTags(node)
    .filter(ts.isJSDoc)
    .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '')
    .join('\n')
    .trim();
}

/** The TSDoc of the export `name` of `file`, following re-exports (`export * from`, `export { x } from`). */
function exportDoc(file: string, name: string, depth = 0): string | undefined {
  if (depth > 4) return undefined;
  const source = parse(file);
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) return tsdoc(statement);
    if (ts.isVariableStatement(statement) && statement.declarationList.declarations.some((d) => ts.isIdentifier(d.name) && d.name.text === name)) return tsdoc(statement);
  }
  for (const statement of source.statements) {
    if (!ts.isExportDeclaration(statement) || !statement.moduleSpecifier || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const names = statement.exportClause && ts.isNamedExports(statement.exportClause) ? statement.exportClause.elements.map((e) => e.name.text) : undefined;
    if (names && !names.includes(name)) continue;
    const next = moduleFile(file, statement.moduleSpecifier.text);
    const found = next && exportDoc(next, name, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** A property of an object literal by name. */
function property(object: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  const found = object.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === name);
  return found?.initializer;
}

const objectAt = (object: ts.ObjectLiteralExpression | undefined, name: string) => {
  const value = object && property(object, name);
  return value && ts.isObjectLiteralExpression(value) ? value : undefined;
};

/** What the Docs page of a stories file says of its component: the meta's description, else the component's TSDoc. */
export function docsDescription(file: string): { title: string; description: string } {
  const source = parse(file);
  let meta: ts.ObjectLiteralExpression | undefined;
  const visit = (node: ts.Node) => {
    if (!meta && ts.isObjectLiteralExpression(node) && property(node, 'title') && (property(node, 'component') || property(node, 'tags'))) meta = node;
    node.forEachChild(visit);
  };
  visit(source);
  if (!meta) return { title: '', description: '' };
  const title = (property(meta, 'title') as ts.StringLiteral | undefined)?.text ?? '';
  const fromMeta = property(objectAt(objectAt(objectAt(meta, 'parameters'), 'docs'), 'description') ?? ts.factory.createObjectLiteralExpression(), 'component');
  if (fromMeta && ts.isStringLiteralLike(fromMeta)) return { title, description: fromMeta.text };
  const component = property(meta, 'component');
  if (!component || !ts.isIdentifier(component)) return { title, description: '' };
  const imported = source.statements.filter(ts.isImportDeclaration).find((i) => {
    const bindings = i.importClause?.namedBindings;
    return bindings && ts.isNamedImports(bindings) && bindings.elements.some((e) => e.name.text === component.text);
  });
  const from = imported && moduleFile(file, (imported.moduleSpecifier as ts.StringLiteral).text);
  const description = from ? exportDoc(from, component.text) : exportDoc(file, component.text);
  return { title, description: description ?? '' };
}

const files = STORY_ROOTS.flatMap(storyFiles);

describe('Docs pages', () => {
  it('finds the stories', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it.each(files)('%s describes its component and where the spec asks for it', (file) => {
    const { title, description } = docsDescription(join(root, file));
    expect(title, `${relative(root, file)} has no meta title`).not.toBe('');
    expect(description.length, `${title}: the component has no TSDoc and the meta no parameters.docs.description.component`).toBeGreaterThanOrEqual(40);
    expect(description, `${title}: the description names no spec section (§N), 'beyond the spec' or design.md`).toMatch(SPEC_REFERENCE);
  });
});

describe('Stories by route', () => {
  it('docs/stories-by-route.md matches the routes and the stories as they are', () => {
    // The table the README points designers to is generated; a route, page import or story title that
    // changed without regenerating it fails here.
    const check = spawnSync(process.execPath, ['scripts/stories-by-route.mjs', '--check'], { cwd: root, encoding: 'utf8' });
    expect(check.stdout.trim()).toBe('docs/stories-by-route.md is current.');
    expect(check.status).toBe(0);
  });

  it('lists every route of the route table (a pattern that stops matching the table would list none)', () => {
    const router = readFileSync(join(root, 'apps/portal/src/router.tsx'), 'utf8');
    const paths = [...router.matchAll(/^ {2}'(\/[\w/-]*)': lazyPart\(/gm)].map((m) => m[1]!);
    expect(paths.length).toBeGreaterThan(30);
    const table = readFileSync(join(root, 'docs/stories-by-route.md'), 'utf8');
    for (const path of paths) expect(table, path).toContain(`| \`${path}\` |`);
  });
});
