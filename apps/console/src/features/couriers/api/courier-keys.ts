/** The cache keys of the courier's calls: every read and every change goes through these, never a retyped key. */
export const courierKeys = {
  all: ['courier'] as const,
  state: () => [...courierKeys.all, 'state'] as const,
  offers: () => [...courierKeys.all, 'offers'] as const,
  trips: () => [...courierKeys.all, 'trips'] as const,
  trip: (id: number) => [...courierKeys.all, 'trip', id] as const,
  earnings: () => [...courierKeys.all, 'earnings'] as const,
};
