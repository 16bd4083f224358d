/**
 * The suggestion popup's behaviour (§1, §2.10 tm-suggested, §4 Popup), loaded only when a suggestion is
 * to be shown: ui's SuggestionDialog opened and closed by the popup machine (close fades, and the
 * content goes after 1000 ms), quantities saved through the cart editor (optimistic, §8 revert), 'Add
 * to cart' and 'Try again' through AddSuggestedOrderProducts, 'No thanks' through
 * DismissSuggestedProducts, 'Go to cart' to /cart.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { errorMessage, type SuggestedProducts } from '@trade-portal/api-client';
import { popupMachine } from '@trade-portal/machines';
import { SuggestionDialog, type SuggestionDialogState } from '@trade-portal/ui';
import { useAddSuggestedProducts, useCart, useCartQuantities, useDismissSuggestedProducts } from '../api';
import { useCartLines } from '../api/cartLinesEntry';

/** What the session start found, and where the dialog starts. */
export interface SuggestionStart {
  /** The store the suggestion is for. */
  accountNumber: string;
  suggestion: SuggestedProducts;
  /** 'added' (a BA suggestion, already in the cart), 'offered' (TM) or 'failed' (adding it failed). */
  state: SuggestionDialogState;
  errorMessage?: string;
}

/** Props of `SuggestionPopup`. */
export interface SuggestionPopupProps {
  start: SuggestionStart;
  /** The popup has closed and faded: unmount it. */
  onDone: () => void;
}

/** The suggestion dialog of the session start; see the module's comment. */
export default function SuggestionPopup({ start, onDone }: SuggestionPopupProps) {
  const { accountNumber, suggestion } = start;
  const navigate = useNavigate();
  const cart = useCart();
  const editor = useCartLines();
  const { mutateAsync: add } = useAddSuggestedProducts();
  const { mutate: dismiss } = useDismissSuggestedProducts();
  const [state, setState] = useState<SuggestionDialogState>(start.state);
  const [failure, setFailure] = useState<string | undefined>(start.errorMessage);

  const popup = useActorRef(popupMachine);
  const isOpen = useSelector(popup, (s) => s.hasTag('open'));
  const isHidden = useSelector(popup, (s) => s.matches('hidden'));
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    popup.send({ type: 'popup.show', section: suggestion.Source === 'TM' ? 'tm-suggested' : 'just-after-login', title: suggestion.BAName });
    setOpened(true);
  }, [popup, suggestion]);
  useEffect(() => {
    if (opened && isHidden) onDone();
  }, [opened, isHidden, onDone]);
  const close = useCallback(() => popup.send({ type: 'popup.close' }), [popup]);

  const products = useMemo(
    () => suggestion.SuggestedProducts.map((s) => ({ product: s.ProductDetails, suggestedQuantity: s.StockReplenishedQuantity })),
    [suggestion],
  );
  const bySku = useMemo(() => new Map(suggestion.SuggestedProducts.map((s) => [s.ProductDetails.SKU, s.ProductDetails])), [suggestion]);
  const quantities = useCartQuantities();
  const { setQuantity } = editor;
  const onQuantityChange = useCallback(
    (sku: string, next: number) => {
      const product = bySku.get(sku);
      if (product) setQuantity(product, next);
    },
    [bySku, setQuantity],
  );

  const accept = async () => {
    setState('adding');
    try {
      await add({ accountNumber, suggestionId: suggestion.SuggestionId, backEndCartId: cart.data?.BackEndCartId ?? null });
      setState('added');
    } catch (error) {
      setFailure(errorMessage(error));
      setState('failed');
    }
  };
  const decline = () => {
    // Declined on the server in the background: the retailer's 'No thanks' closes the popup at once.
    dismiss({ accountNumber, suggestionId: suggestion.SuggestionId });
    close();
  };
  const goToCart = () => {
    void editor.flush();
    close();
    void navigate('/cart');
  };

  return (
    <SuggestionDialog
      isOpen={isOpen}
      source={suggestion.Source}
      baName={suggestion.BAName}
      agreedDate={suggestion.AgreedDate}
      additionalInfo={suggestion.AdditionalInfo}
      products={products}
      state={state}
      quantities={quantities}
      onQuantityChange={onQuantityChange}
      saving={editor.saving}
      errors={editor.errors}
      errorMessage={failure}
      onAccept={() => void accept()}
      onDecline={decline}
      onGoToCart={goToCart}
      onClose={() => {
        void editor.flush();
        close();
      }}
    />
  );
}
