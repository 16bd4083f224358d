import { Box } from '../../primitives/Box';
import { Text } from '../../primitives/Text';
import { TextField } from '../../primitives/TextField';
import { ToggleButtonGroup } from '../../primitives/ToggleButtonGroup';
import { sprinkles } from '../../theme';
import * as shared from '../shared/shared.css';
import * as css from './MultiStoreRowSource.css';

/** Where the several-stores grid's rows come from: the stores' stock cards, or a search of the catalogue. */
export const multiStoreRowSources = ['stockCard', 'search'] as const;
export type MultiStoreRowSourceId = (typeof multiStoreRowSources)[number];

const items = [
  { id: 'stockCard', label: 'Stock card' },
  { id: 'search', label: 'All products' },
] as const satisfies ReadonlyArray<{ id: MultiStoreRowSourceId; label: string }>;

/** Props of `MultiStoreRowSource`. */
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
 * The row source of /multi-store-order (beyond the spec; ADR 0030): 'Rows' chips, 'Stock card'
 * (every product on the stock card of any of the user's stores, each once, which stores' cards saying so)
 * or 'All products' (a search of the catalogue; without one, what the carts hold), and the search field,
 * which on the stock card filters its lines. The chips are react-aria's ToggleButtonGroup (`role="radiogroup"`,
 * `data-selected` on the chosen chip); without a store with a stock card there are no chips, only the search.
 */
export function MultiStoreRowSource({ source, onSourceChange, cardStores, search, onSearchChange }: MultiStoreRowSourceProps) {
  const offersCard = cardStores.length > 0;
  const onCard = offersCard && source === 'stockCard';
  return (
    // Chips and search side by side where there is room, stacked on a phone.
    <Box display="flex" flexWrap="wrap" alignItems="flex-start" gap="medium">
      {offersCard && (
        <Box display="flex" flexDirection="column" minWidth={0}>
          <span className={shared.fieldLabel} aria-hidden="true">Rows</span>
          <ToggleButtonGroup
            aria-label="Rows"
            className={sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'xsmall' })}
            itemClassName={`${sprinkles({ display: 'inline-flex', alignItems: 'center' })} ${shared.chip}`}
            items={items}
            selectedKey={source}
            onSelectionChange={(id) => onSourceChange(id as MultiStoreRowSourceId)}
          />
          <Text as="p" size="small" tone="secondary" marginTop="xxsmall" className={css.note}>
            {onCard ? `The stock cards of ${listed(cardStores)}, each product once.` : 'Search the whole product list.'}
          </Text>
        </Box>
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
    </Box>
  );
}
