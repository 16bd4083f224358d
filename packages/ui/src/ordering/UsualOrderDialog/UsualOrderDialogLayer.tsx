import { useMemo, useState, type ReactNode } from 'react';
import type { UsualOrder, UsualOrderLeftOut, UsualOrderProposal } from '@trade-portal/api-client';
import { outers, usualOrderAdjustment, usualOrderLeftOutReasons, usualOrderReason, type QuantityRule } from '@trade-portal/domain';
import { Box, Stack } from '../../primitives/Box';
import { Button } from '../../primitives/Button';
import { Checkbox } from '../../primitives/Checkbox';
import { Dialog } from '../../primitives/Dialog';
import { Heading } from '../../primitives/Heading';
import { InlineMessage } from '../../primitives/InlineMessage';
import { Skeleton } from '../../primitives/Skeleton';
import { Text } from '../../primitives/Text';
import { QuantityStepper } from '../QuantityStepper';
import * as css from './UsualOrderDialog.css';
import type { UsualOrderChoice, UsualOrderDialogProps } from './UsualOrderDialogState';

const anyStep: QuantityRule = { MinimumOrder: 1, MinimumOrderIncremental: 1 };

/** The implementation of `UsualOrderDialog` in `./UsualOrderDialog.tsx`, loaded in its own lazy part. */
export function UsualOrderDialog(props: UsualOrderDialogProps) {
  const { isOpen, onClose, state, usualOrder } = props;
  const busy = state === 'adding';
  // The choices start afresh for each answer: the proposals ticked at their quantities, alternatives not.
  const key = usualOrder ? `${usualOrder.AccountNumber}:${usualOrder.Proposals.map((p) => `${p.SKU}=${p.Quantity}`).join(',')}` : 'none';
  return (
    <Dialog isOpen={isOpen} onOpenChange={(open) => !open && !busy && onClose()} title="Start from my usual order" isDismissable={!busy}>
      {state === 'loading' || ((state === 'ready' || state === 'adding') && !usualOrder) ? (
        <Stack gap="small" aria-busy="true" aria-label="Loading your usual order" data-usual-order-state="loading">
          {[0, 1, 2].map((i) => <Skeleton key={i} height={64} />)}
          <Actions>
            <Button variant="secondary" onPress={onClose}>Close</Button>
          </Actions>
        </Stack>
      ) : state === 'error' ? (
        <Stack gap="medium" data-usual-order-state="error">
          <InlineMessage tone="critical" title="Your usual order could not be loaded.">{props.errorMessage || 'Sorry, something went wrong. Please try again.'}</InlineMessage>
          <Actions>
            <Button variant="secondary" onPress={onClose}>Close</Button>
            {props.onRetry && <Button onPress={props.onRetry}>Try again</Button>}
          </Actions>
        </Stack>
      ) : (
        <Choices key={key} {...props} usualOrder={usualOrder!} />
      )}
    </Dialog>
  );
}

function Actions({ children }: { children: ReactNode }) {
  return <Box display="flex" gap="small" justifyContent="flex-end" flexWrap="wrap" className={css.actions}>{children}</Box>;
}

/** The lines to choose from, their choices held here until 'Add'. */
function Choices({ usualOrder, rules, inCart, state, errorMessage, onAdd, onClose }: UsualOrderDialogProps & { usualOrder: UsualOrder }) {
  const busy = state === 'adding';
  const [quantities, setQuantities] = useState<Record<string, number>>(() =>
    Object.fromEntries([
      ...usualOrder.Proposals.map((p) => [p.SKU, p.Quantity] as const),
      ...usualOrder.LeftOut.flatMap((l) => (l.Alternative ? [[l.Alternative.SKU, l.Alternative.Quantity] as const] : [])),
    ]),
  );
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set(usualOrder.Proposals.map((p) => p.SKU)));
  const chosen = useMemo<UsualOrderChoice[]>(() => {
    const skus = [...usualOrder.Proposals.map((p) => p.SKU), ...usualOrder.LeftOut.flatMap((l) => (l.Alternative ? [l.Alternative.SKU] : []))];
    return [...new Set(skus)].filter((sku) => ticked.has(sku) && (quantities[sku] ?? 0) > 0).map((SKU) => ({ SKU, Quantity: quantities[SKU]! }));
  }, [usualOrder, ticked, quantities]);
  const tick = (sku: string, on: boolean) =>
    setTicked((set) => {
      const next = new Set(set);
      if (on) next.add(sku);
      else next.delete(sku);
      return next;
    });
  const setQuantity = (sku: string, next: number) => {
    setQuantities((q) => ({ ...q, [sku]: next }));
    // A line taken to 0 is not added; one stepped up from 0 is wanted again.
    tick(sku, next > 0);
  };

  if (usualOrder.Proposals.length === 0 && usualOrder.LeftOut.length === 0) {
    return (
      <Stack gap="medium" data-usual-order-state="empty">
        <Text as="p" tone="secondary">
          {usualOrder.WeeksConsidered === 0
            ? 'Your store has no orders yet, so there is no usual order to start from. Once you have ordered for a few weeks, your usual products will show here.'
            : `No product was ordered in at least half of the last ${usualOrder.WeeksConsidered === 1 ? 'week' : `${usualOrder.WeeksConsidered} weeks`}, so there is no usual order to start from yet.`}
        </Text>
        <Actions>
          <Button variant="secondary" onPress={onClose}>Close</Button>
        </Actions>
      </Stack>
    );
  }

  const count = chosen.length;
  const line = (sku: string) => ({
    quantity: quantities[sku] ?? 0,
    isTicked: ticked.has(sku),
    rule: rules?.get(sku) ?? anyStep,
    inCart: inCart?.[sku] ?? 0,
  });
  return (
    <Stack gap="medium" minWidth={0} data-usual-order-state={state} aria-busy={busy || undefined}>
      <Text as="p" tone="secondary">
        {`From your orders of the last ${usualOrder.WeeksConsidered === 1 ? 'week' : `${usualOrder.WeeksConsidered} weeks`}. Change a quantity or untick what you do not need; the outers are added to your cart.`}
      </Text>
      {usualOrder.Proposals.length > 0 && (
        <Box as="ul" className={css.list} aria-label="Your usual products">
          {usualOrder.Proposals.map((p) => (
            <ProposalRow key={p.SKU} proposal={p} {...line(p.SKU)} isDisabled={busy} onTick={tick} onQuantityChange={setQuantity} />
          ))}
        </Box>
      )}
      {usualOrder.LeftOut.length > 0 && (
        <Stack gap="xsmall">
          <Heading level="3" size="body">Not available now</Heading>
          <Box as="ul" className={css.list} aria-label="Usual products not available now">
            {usualOrder.LeftOut.map((l) => (
              <LeftOutRow key={l.SKU} leftOut={l} {...(l.Alternative ? line(l.Alternative.SKU) : line(l.SKU))} isDisabled={busy} onTick={tick} onQuantityChange={setQuantity} />
            ))}
          </Box>
        </Stack>
      )}
      {errorMessage && <InlineMessage tone="critical" title="Nothing was added.">{errorMessage}</InlineMessage>}
      <Actions>
        <Button variant="secondary" onPress={onClose} isDisabled={busy}>Cancel</Button>
        <Button onPress={() => onAdd(chosen)} isDisabled={count === 0} isPending={busy}>
          {count === 1 ? 'Add 1 product to cart' : `Add ${count} products to cart`}
        </Button>
      </Actions>
    </Stack>
  );
}

interface RowProps {
  quantity: number;
  isTicked: boolean;
  rule: QuantityRule;
  inCart: number;
  isDisabled: boolean;
  onTick: (sku: string, on: boolean) => void;
  onQuantityChange: (sku: string, next: number) => void;
}

function ProposalRow({ proposal: p, quantity, isTicked, rule, inCart, isDisabled, onTick, onQuantityChange }: RowProps & { proposal: UsualOrderProposal }) {
  const adjusted = usualOrderAdjustment(p.Adjustment, p.Quantity, rule);
  return (
    <Box as="li" display="flex" flexWrap="wrap" alignItems="center" justifyContent="space-between" gap="small" className={css.row} data-sku={p.SKU} data-ticked={isTicked || undefined} aria-label={p.Product}>
      <Stack gap="xxsmall" minWidth={0} className={css.text}>
        <Checkbox isSelected={isTicked} onChange={(on) => onTick(p.SKU, on)} isDisabled={isDisabled}>
          <Text weight="medium" tone="primary" breakWords>{p.Product}</Text>
        </Checkbox>
        <Text size="small" tone="secondary" className={css.reason}>{usualOrderReason(p)}</Text>
        {adjusted && <Text size="small" tone="secondary" className={css.reason}>{adjusted}</Text>}
        {inCart > 0 && <Text size="small" tone="secondary" className={css.reason}>{`In your cart: ${outers(inCart)}`}</Text>}
      </Stack>
      <QuantityStepper value={quantity} onChange={(next) => onQuantityChange(p.SKU, next)} rule={rule} productName={p.Product} isDisabled={isDisabled} />
    </Box>
  );
}

function LeftOutRow({ leftOut: l, quantity, isTicked, rule, isDisabled, onTick, onQuantityChange }: RowProps & { leftOut: UsualOrderLeftOut }) {
  const alt = l.Alternative;
  return (
    <Box as="li" display="flex" flexWrap="wrap" alignItems="center" justifyContent="space-between" gap="small" className={css.row} data-sku={l.SKU} data-reason={l.Reason} aria-label={l.Product}>
      <Stack gap="xxsmall" minWidth={0} className={css.text}>
        <Text weight="medium" tone="primary" breakWords>{l.Product}</Text>
        <Text size="small" tone="secondary" className={css.reason}>
          <Text as="span" size="small" weight="medium" tone="critical">{usualOrderLeftOutReasons[l.Reason]}</Text>
          {`. ${usualOrderReason(l)}`}
        </Text>
        {alt ? (
          <Checkbox isSelected={isTicked} onChange={(on) => onTick(alt.SKU, on)} isDisabled={isDisabled}>
            <Text size="small" tone="primary" breakWords>{`Add ${alt.Product} instead`}</Text>
          </Checkbox>
        ) : (
          <Text size="small" tone="secondary" className={css.reason}>No alternative is offered.</Text>
        )}
      </Stack>
      {alt && <QuantityStepper value={quantity} onChange={(next) => onQuantityChange(alt.SKU, next)} rule={rule} productName={alt.Product} isDisabled={isDisabled || !isTicked} />}
    </Box>
  );
}
