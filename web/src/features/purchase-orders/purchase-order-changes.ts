/** 20-beyond: the pure rules of the Changes and Receive modals (unit-tested in the spec file). */

interface ChangeLine {
  priceDecision: string | null;
  substituteDecision: string | null;
}

/** Lines where the supplier changed something (decided or not), in PO order. */
export function linesWithChanges<T extends ChangeLine>(items: readonly T[]): T[] {
  return items.filter((i) => i.priceDecision !== null || i.substituteDecision !== null);
}

/** The Changes marker of a PO in the list: shown when the supplier changed anything. */
export function changesMarker(po: {
  pendingChanges: number;
  items: readonly ChangeLine[];
}): 'pending' | 'decided' | null {
  if (po.pendingChanges > 0) return 'pending';
  return linesWithChanges(po.items).length ? 'decided' : null;
}
