import { createContext, useContext, type ReactNode } from 'react';

const FirstTileContext = createContext(false);

/**
 * Marks the tile that opens a page (the tile list sets it on its first tile). Its picture is what
 * a phone paints largest on arrival (Lighthouse's LCP element, issue 31), so a block fetches it
 * eagerly and at high priority there, and lazily anywhere else on the page.
 */
export function FirstTile({ first, children }: { first: boolean; children: ReactNode }) {
  return <FirstTileContext.Provider value={first}>{children}</FirstTileContext.Provider>;
}

/** Whether the block is in the tile that opens the page. */
export function useIsFirstTile(): boolean {
  return useContext(FirstTileContext);
}
