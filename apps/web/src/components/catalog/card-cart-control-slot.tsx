import { createContext, useContext, type ReactNode } from 'react';
import type { Item } from '@storefront/contract';

export interface CardCartControlProps {
  item: Item;
  /** Campaign cards order through the popup's Order Now only. */
  campaign?: boolean;
  /** Where it sits on the card; it is positioned relatively by default. */
  className?: string;
}

type RenderControl = (props: CardCartControlProps) => ReactNode;

const CardCartControlContext = createContext<RenderControl | null>(null);

/**
 * The app hands the cart feature's add button and stepper to shared cards here, as it hands them
 * the currency: cards never import a feature. Without a provider (e.g. in tests) cards show none.
 */
export function CardCartControlProvider({ render, children }: { render: RenderControl; children: ReactNode }) {
  return <CardCartControlContext.Provider value={render}>{children}</CardCartControlContext.Provider>;
}

export function CardCartControl(props: CardCartControlProps) {
  const render = useContext(CardCartControlContext);
  return render ? render(props) : null;
}
