import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { historyPresets, type HistoryPresetId } from '@trade-portal/domain';
import { Select } from '../../primitives/Select';
import * as shared from '../shared/shared.css';
import * as css from './OrderFilter.css';

/** A store the user can pick (§3 UserAccounts). */
export interface OrderFilterStore {
  JtiAccountId: string;
  AccountName: string;
}

/** Props of {@link OrderFilter}. */
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
 * (react-aria ToggleButtonGroup, one always chosen; `data-selected` on the chosen chip) and a 'Store'
 * select when there is more than one store.
 */
export function OrderFilter({ preset, onPresetChange, stores, storeId, onStoreChange, isDisabled }: OrderFilterProps) {
  return (
    <div className={css.filter}>
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
      <div className={css.presets}>
        <span className={shared.fieldLabel} aria-hidden="true">Show orders</span>
        <ToggleButtonGroup
          aria-label="Show orders"
          className={css.chips}
          selectionMode="single"
          disallowEmptySelection
          isDisabled={isDisabled}
          selectedKeys={[preset]}
          onSelectionChange={(keys) => {
            const next = [...keys][0];
            const found = historyPresets.find((p) => p.id === next);
            if (found) onPresetChange(found.id);
          }}
        >
          {historyPresets.map((p) => (
            <ToggleButton key={p.id} id={p.id} className={css.chip}>
              {p.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </div>
    </div>
  );
}
