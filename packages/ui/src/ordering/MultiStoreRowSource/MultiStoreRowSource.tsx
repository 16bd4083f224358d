import { TextField } from '../../primitives/TextField';
import { ToggleButtonGroup } from '../../primitives/ToggleButtonGroup';
import * as shared from '../shared/shared.css';
import * as css from './MultiStoreRowSource.css';

/** Where the several-stores grid's rows come from: the stores' stock cards, or a search of the catalogue. */
export const multiStoreRowSources = ['stockCard', 'search'] as const;
export type MultiStoreRowSourceId = (typeof multiStoreRowSources)[number];

const items = [
  { id: 'stockCard', label: 'Stock card' },
  { id: 'search', label: 'All products' },
] as const satisfies ReadonlyArray<{ id: MultiStoreRowSourceId; label: string }>;

/** Props of {@link MultiStoreRowSource}. */
export interface MultiStoreRowSourceProps {
  /** The rows' source now. */
  source: MultiStoreRowSourceId;
  /** A chip chosen (never the one already chosen). */
  onSourceChange: (source: MultiStoreRowSourceId) => void;
  /**
   * Names of the stores whose stock card the rows show (those with access, §6); empty: no store has one,
   * so only the search is offered and the chips are not shown.
   */
  cardStores: ReadonlyArray<string>;
  /** The search (or, on the stock card, the filter) as typed. */
  search: string;
  onSearchChange: (search: string) => void;
}

/** 'A', 'A and B', 'A, B and C'. */
const listed = (names: ReadonlyArray<string>) => (names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/**
 * The row source of /multi-store-order (beyond the spec, issue 12; ADR 0030): 'Rows' chips, 'Stock card'
 * (every product on the stock card of any of the user's stores, each once, which stores' cards saying so)
 * or 'All products' (a search of the catalogue; without one, what the carts hold), and the search field,
 * which on the stock card filters its lines. The chips are react-aria's ToggleButtonGroup (`role="radiogroup"`,
 * `data-selected` on the chosen chip); without a store with a stock card there are no chips, only the search.
 */
export function MultiStoreRowSource({ source, onSourceChange, cardStores, search, onSearchChange }: MultiStoreRowSourceProps) {
  const offersCard = cardStores.length > 0;
  const onCard = offersCard && source === 'stockCard';
  return (
    <div className={css.bar}>
      {offersCard && (
        <div className={css.rows}>
          <span className={shared.fieldLabel} aria-hidden="true">Rows</span>
          <ToggleButtonGroup
            aria-label="Rows"
            className={css.chips}
            itemClassName={css.chip}
            items={items}
            selectedKey={source}
            onSelectionChange={(id) => onSourceChange(id as MultiStoreRowSourceId)}
          />
          <p className={css.note}>
            {onCard ? `The stock cards of ${listed(cardStores)}, each product once.` : 'Search the whole product list.'}
          </p>
        </div>
      )}
      <div className={css.search}>
        <TextField
          label={onCard ? 'Filter the stock card' : 'Find a product'}
          type="search"
          value={search}
          onChange={onSearchChange}
          placeholder="Name, brand or SKU"
        />
      </div>
    </div>
  );
}
