type Navigator = (to: string) => void;

// The router registers itself here so non-React code (the API client) can navigate
// without importing the router and creating an import cycle.
let navigator: Navigator | null = null;

export function setNavigator(next: Navigator | null): void {
  navigator = next;
}

export function navigateTo(to: string): void {
  if (navigator) navigator(to);
  else window.location.assign(to);
}
