/** The dispatch map's colours, shared by its markers and the legend beside it. */
export const DISPATCH_COLORS = { waiting: '#dc2626', carried: '#2563eb', store: '#039d55', free: '#16a34a', busy: '#ea5f06' } as const;
