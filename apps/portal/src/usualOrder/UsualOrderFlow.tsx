import { useMemo, useState } from 'react';
import { errorMessage } from '@trade-portal/api-client';
import { addQuantityOnSteps, outers, type QuantityRule } from '@trade-portal/domain';
import { Box, UsualOrderAdded, UsualOrderDialog, type UsualOrderAddedResult, type UsualOrderChoice } from '@trade-portal/ui';
import { useCartQuantities, useProducts } from '../api';
import { useAddToCartOnTop, useUsualOrder, type CartLinesAdded } from '../api/usualOrder';

/** Props of `UsualOrderFlow`. */
export interface UsualOrderFlowProps {
  isOpen: boolean;
  onClose: () => void;
}

const anyStep: QuantityRule = { MinimumOrder: 1, MinimumOrderIncremental: 1 };
const noRules: ReadonlyMap<string, QuantityRule> = new Map();

/**
 * The usual order from the dialog to the cart: asks for the store's usual order, shows it in
 * `UsualOrderDialog` with the catalogue's steps and the cart's outers, and adds the ticked lines on top of
 * the cart as it is now in quick order's one all-or-nothing PATCH (`useAddToCartOnTop`); then the dialog
 * closes and 'Added N products from your usual order: M outers.' offers Undo, which sets those lines back
 * to what they were in one PATCH. A refused add keeps the dialog open with the server's Message (nothing
 * was added); a refused undo says so and offers Undo again. Loaded by `UsualOrderStart` at its first press.
 */
export default function UsualOrderFlow({ isOpen, onClose }: UsualOrderFlowProps) {
  const usual = useUsualOrder();
  // The catalogue gives each line its steps (§5); without it the dialog cannot edit quantities, so its
  // failure is the dialog's error too, and Try again asks for both.
  const catalogue = useProducts();
  const products = useMemo(() => (catalogue.data ? new Map(catalogue.data.map((p) => [p.SKU, p])) : null), [catalogue.data]);
  const inCart = useCartQuantities();
  const cart = useAddToCartOnTop();
  const [addError, setAddError] = useState<string | null>(null);
  const [added, setAdded] = useState<CartLinesAdded | null>(null);
  const [result, setResult] = useState<UsualOrderAddedResult | null>(null);
  const [undoing, setUndoing] = useState(false);
  const rules: ReadonlyMap<string, QuantityRule> = products ?? noRules;

  const failed = usual.isError ? usual.error : catalogue.isError && !products ? catalogue.error : null;
  const state = failed ? 'error' : usual.isPending || !products ? 'loading' : cart.isPending ? 'adding' : 'ready';
  const close = () => {
    setAddError(null);
    onClose();
  };

  const onAdd = async (lines: readonly UsualOrderChoice[]) => {
    setAddError(null);
    const wanted = new Map(lines.map((l) => [l.SKU, l.Quantity]));
    try {
      // On top of what the cart holds, each on the product's steps, as quick order adds (§5).
      const done = await cart.add([...wanted.keys()], (sku, now) => addQuantityOnSteps(now, wanted.get(sku) ?? 0, rules.get(sku) ?? anyStep));
      const outersAdded = done.lines.reduce((sum, l, i) => sum + l.Quantity - (done.before[i]?.Quantity ?? 0), 0);
      setAdded(done.lines.length > 0 ? done : null);
      setResult({
        id: Date.now(),
        tone: 'positive',
        message:
          done.lines.length === 0
            ? 'Nothing was added: your cart already holds the most of these products that can be ordered.'
            : `Added ${done.lines.length === 1 ? '1 product' : `${done.lines.length} products`} from your usual order: ${outers(outersAdded)}.`,
        canUndo: done.lines.length > 0,
      });
      onClose();
    } catch (error) {
      setAddError(errorMessage(error));
    }
  };

  const onUndo = async () => {
    if (!added) return;
    setUndoing(true);
    try {
      await cart.undo(added);
      setAdded(null);
      setResult({ id: Date.now(), tone: 'positive', message: 'Your usual order was taken out of your cart.' });
    } catch (error) {
      setResult({ id: Date.now(), tone: 'critical', message: `Undo failed: ${errorMessage(error)}`, canUndo: true });
    } finally {
      setUndoing(false);
    }
  };

  return (
    <>
      <UsualOrderDialog
        isOpen={isOpen}
        onClose={close}
        state={state}
        usualOrder={usual.data}
        rules={rules}
        inCart={inCart}
        errorMessage={failed ? errorMessage(failed) : addError}
        onRetry={() => {
          if (usual.isError) void usual.refetch();
          if (catalogue.isError) void catalogue.refetch();
        }}
        onAdd={(lines) => void onAdd(lines)}
      />
      {/* The 'Added … Undo' line takes the rest of the button's row, or a row of its own on a phone. */}
      <Box flexGrow={1} minWidth={0}>
        <UsualOrderAdded
          result={result}
          onUndo={() => void onUndo()}
          isUndoing={undoing}
          onDismiss={() => {
            setResult(null);
            setAdded(null);
          }}
        />
      </Box>
    </>
  );
}
