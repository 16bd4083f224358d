/**
 * The side drawer's client state of §3 ('Drawer: type and isOpen', §2.11), held once by the private shell
 * so a page opens a drawer by its type and only one is ever open. The shell draws the STORE drawer;
 * each page draws the drawer types it has (FILTER on /my-orders, FILTER_PRODUCTS on /place-order) with
 * its own filter state, open while `isOpen(type)`. A navigation closes it.
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
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

const SideDrawerContext = createContext<SideDrawerState | null>(null);

function useDrawerModel(): SideDrawerState {
  const [model, setModel] = useState<DrawerModel>({ type: null, isOpen: false });
  return useMemo(
    () => ({
      ...model,
      open: (type: SideDrawerType) => setModel({ type, isOpen: true }),
      close: () => setModel((m) => (m.isOpen ? { ...m, isOpen: false } : m)),
    }),
    [model],
  );
}

/** Holds the drawer state for the private pages; closes the drawer when the path changes. */
export function SideDrawerProvider({ children }: { children: ReactNode }) {
  const state = useDrawerModel();
  const { pathname } = useLocation();
  const { close } = state;
  // A drawer belongs to the page that opened it.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => close(), [pathname]);
  return <SideDrawerContext.Provider value={state}>{children}</SideDrawerContext.Provider>;
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
