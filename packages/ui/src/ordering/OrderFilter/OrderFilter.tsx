import { historyPresets, type HistoryPresetId } from '@trade-portal/domain';
import type { UserAccount } from '@trade-portal/api-client';
import { Box } from '../../primitives/Box';
import { Select } from '../../primitives/Select';
import { ToggleButtonGroup } from '../../primitives/ToggleButtonGroup';
import { sprinkles } from '../../theme';
import * as shared from '../shared/shared.css';
import * as css from './OrderFilter.css';

/** The six presets as chips. */
const presetItems = historyPresets.map((p) => ({ id: p.id, label: p.label }));

/** A store the user can pick (§3 UserAccounts). */
export type OrderFilterStore = Pick<UserAccount, 'JtiAccountId' | 'AccountName'>;

/** Props of `OrderFilter`. */
export interface OrderFilterProps {
  /** The chosen §4 preset: week, month, year (time spans) or pending, submitted, cancelled (statuses). */
  preset: HistoryPresetId;
  onPresetChange: (id: HistoryPresetId) => void;
  /** The user's stores; the store choice shows only with more than one (§4). */
  stores: ReadonlyArray<OrderFilterStore>;
  /** JtiAccountId of the current store. */
  storeId: string;
  onStoreChange: (id: string) => void;
  /** While history loads. */
  isDisabled?: boolean;
}

/**
 * The /my-orders filter of §4: the six presets of domain `historyPresets` as single-choice chips
 * (the primitive ToggleButtonGroup: react-aria's from the page's first interaction, one always chosen;
 * `data-selected` on the chosen chip) and a 'Store' select when there is more than one store.
 */
export function OrderFilter({ preset, onPresetChange, stores, storeId, onStoreChange, isDisabled }: OrderFilterProps) {
  return (
    <Box display="flex" flexWrap="wrap" gap="medium" alignItems="flex-end">
      {stores.length > 1 && (
        <div className={css.store}>
          <Select
            label="Store"
            items={stores.map((s) => ({ id: s.JtiAccountId, label: s.AccountName }))}
            selectedKey={storeId}
            onSelectionChange={(key) => {
              if (key != null) onStoreChange(String(key));
            }}
            isDisabled={isDisabled}
          />
        </div>
      )}
      <Box display="flex" flexDirection="column" minWidth={0}>
        <span className={shared.fieldLabel} aria-hidden="true">Show orders</span>
        <ToggleButtonGroup
          aria-label="Show orders"
          className={sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'xsmall' })}
          itemClassName={`${sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xxsmall' })} ${css.chip}`}
          items={presetItems}
          isDisabled={isDisabled}
          selectedKey={preset}
          onSelectionChange={(next) => {
            const found = historyPresets.find((p) => p.id === next);
            if (found) onPresetChange(found.id);
          }}
        />
      </Box>
    </Box>
  );
}
