/**
 * The side drawer's client state of §3 ('Drawer: type and isOpen', §2.11), held once by the private shell
 * so a page opens a drawer by its type and only one is ever open. The shell draws the STORE drawer;
 * each page draws the drawer types it has (FILTER on /my-orders, FILTER_PRODUCTS on /place-order) with
 * its own filter state, open while `isOpen(type)`. A navigation closes it.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { SideDrawerType } from '@trade-portal/ui';

/** The drawer state and its two actions. */
export interface SideDrawerState {
  /** The type last opened (kept while closed, as §3 keeps it), null before any. */
  type: SideDrawerType | null;
  /** A drawer is open. */
  isOpen: boolean;
  /** Opens the drawer of this type (closing any other). */
  open: (type: SideDrawerType) => void;
  close: () => void;
}

interface DrawerModel {
  type: SideDrawerType | null;
  isOpen: boolean;
}

/** The drawer's two actions, the same functions for the life of the shell. */
export type SideDrawerActions = Pick<SideDrawerState, 'open' | 'close'>;

const SideDrawerContext = createContext<SideDrawerState | null>(null);
// The actions have a context of their own: what only opens or closes a drawer (the shell's store switch)
// does not re-render when one opens, which on /place-order re-rendered the whole frame.
const SideDrawerActionsContext = createContext<SideDrawerActions | null>(null);

function useDrawerModel(): SideDrawerState {
  const [model, setModel] = useState<DrawerModel>({ type: null, isOpen: false });
  const open = useCallback((type: SideDrawerType) => setModel({ type, isOpen: true }), []);
  const close = useCallback(() => setModel((m) => (m.isOpen ? { ...m, isOpen: false } : m)), []);
  return useMemo(() => ({ ...model, open, close }), [model, open, close]);
}

/** Holds the drawer state for the private pages; closes the drawer when the path changes. */
export function SideDrawerProvider({ children }: { children: ReactNode }) {
  const state = useDrawerModel();
  const { pathname } = useLocation();
  const { open, close } = state;
  const actions = useMemo(() => ({ open, close }), [open, close]);
  // A drawer belongs to the page that opened it.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => close(), [pathname]);
  return (
    <SideDrawerActionsContext.Provider value={actions}>
      <SideDrawerContext.Provider value={state}>{children}</SideDrawerContext.Provider>
    </SideDrawerActionsContext.Provider>
  );
}

/**
 * Only the shell's `open` and `close` (stable): for a component that opens or closes a drawer but does
 * not draw one, so it does not re-render as drawers open and close.
 * @throws Error outside `SideDrawerProvider`
 */
export function useSideDrawerActions(): SideDrawerActions {
  const actions = useContext(SideDrawerActionsContext);
  if (!actions) throw new Error('useSideDrawerActions is used outside SideDrawerProvider.');
  return actions;
}

/**
 * The shell's drawer state, with `isOpenAs(type)`: open with that type. Outside the shell (a page's own
 * story) it is a state of the page's own, so the page works the same.
 */
export function useSideDrawer(): SideDrawerState & { isOpenAs: (type: SideDrawerType) => boolean } {
  const shell = useContext(SideDrawerContext);
  const own = useDrawerModel();
  const state = shell ?? own;
  return { ...state, isOpenAs: (type) => state.isOpen && state.type === type };
}
