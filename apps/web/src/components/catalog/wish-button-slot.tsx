import { createContext, useContext, type ReactNode } from 'react';
import type { Item, Store } from '@storefront/contract';

/** The whole card, not just its id: adding shows it in the wishlist drawer before the server answers. */
export type WishTarget = { item: Item } | { store: Store };

export interface WishButtonProps {
  target: WishTarget;
  /** Where it sits and how high it stacks (above a card's stretched link); `relative z-[1]` when absent. */
  className?: string;
  /** `overlay`: a round chip over a picture; `plain`: a bare icon in a row; `outline`: a bordered page button. */
  variant?: 'overlay' | 'plain' | 'outline';
}

type RenderWishButton = (props: WishButtonProps) => ReactNode;

const WishButtonContext = createContext<RenderWishButton | null>(null);

/**
 * The app hands the wishlist feature's heart to shared cards and other features here, like the
 * cart control (card-cart-control-slot): they never import a feature. Without a provider (e.g. in
 * tests) there is no heart.
 */
export function WishButtonProvider({ render, children }: { render: RenderWishButton; children: ReactNode }) {
  return <WishButtonContext.Provider value={render}>{children}</WishButtonContext.Provider>;
}

export function WishButton(props: WishButtonProps) {
  const render = useContext(WishButtonContext);
  return render ? render(props) : null;
}
