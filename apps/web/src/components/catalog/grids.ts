/** Four cards a row on desktop, two on phones. */
export const ITEM_GRID = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4';
export const LIST_GRID = 'grid grid-cols-1 gap-3 md:grid-cols-2';
export const STORE_GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';
/** Beside a filter panel: one column fewer on laptops. */
export const PANEL_ITEM_GRID = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-3 xl:grid-cols-4';
export const PANEL_STORE_GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3';
/** The width of an item card in a horizontal rail. */
export const RAIL_ITEM = 'w-44 sm:w-52';
/** The width of a banner-like slider card in a rail. */
export const RAIL_SLIDER = 'w-72 sm:w-96';
