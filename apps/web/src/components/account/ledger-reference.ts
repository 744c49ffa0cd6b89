/** The order a ledger row is about: the server writes references as "order:100001" (a bare id is read the same). */
export function referencedOrder(reference: string | null): string | null {
  const match = reference ? /^(?:order:)?(\d+)$/.exec(reference) : null;
  return match?.[1] ?? null;
}
