// @ts-check
/**
 * Zones that hold for `import()` too. ESLint's `no-restricted-imports` reads `import … from` and
 * `export … from` only, so a lazy `import('../features/x/Y')` walked past every zone of eslint.config.js.
 * This rule takes the same options and hands each `import('literal')` to that rule as the namespace
 * import it amounts to (`import * as m from 'literal'`: a dynamic import yields the whole module), so a
 * dynamic import is allowed exactly where the static one would be, with the same message.
 * `withDynamicImports(config)` turns it on beside every `no-restricted-imports` of a flat config.
 */
import { builtinRules } from 'eslint/use-at-your-own-risk';

const restrictedImports = builtinRules.get('no-restricted-imports');
if (!restrictedImports) throw new Error('ESLint no longer ships no-restricted-imports: the dynamic-import zones need another base.');

/** @type {import('eslint').Rule.RuleModule} */
const dynamicImports = {
  meta: { ...restrictedImports.meta, docs: { description: 'Apply the no-restricted-imports options to dynamic import() of a string literal' } },
  create(context) {
    const check = restrictedImports.create(context).ImportDeclaration;
    return {
      ImportExpression(node) {
        // A computed specifier cannot be zoned; the portal has none (the bundler could not split it either).
        if (node.source.type !== 'Literal' || typeof node.source.value !== 'string' || !check) return;
        const specifier = { type: 'ImportNamespaceSpecifier', loc: node.loc, range: node.range };
        // @ts-expect-error a stand-in ImportDeclaration: the base rule reads its source, specifiers, kind and place.
        check({ type: 'ImportDeclaration', importKind: 'value', source: node.source, specifiers: [specifier], loc: node.loc, range: node.range, parent: node.parent });
      },
    };
  },
};

/** The plugin that holds the rule, as `zones/dynamic-imports`. */
export const zones = { rules: { 'dynamic-imports': dynamicImports } };

/**
 * Adds `zones/dynamic-imports` with the same options wherever a config object sets `no-restricted-imports`
 * (a later object's options replace an earlier one's, as for the base rule).
 * @param {import('eslint').Linter.Config[]} configs A flat config.
 * @returns {import('eslint').Linter.Config[]} The same objects, the plugin registered first.
 */
export function withDynamicImports(configs) {
  return [
    { plugins: { zones } },
    ...configs.map((config) => {
      const rule = config.rules?.['no-restricted-imports'];
      return rule === undefined ? config : { ...config, rules: { ...config.rules, 'zones/dynamic-imports': rule } };
    }),
  ];
}
