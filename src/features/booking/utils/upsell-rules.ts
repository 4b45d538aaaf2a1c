import type { Upsell } from '../booking-api.types';

/** An extra the diner has chosen and how many of it (the booking request's `upsells`). */
export interface UpsellChoice {
  id: string;
  quantity: number;
}

/** What the plus and minus controls of one extra may do, and the quantity each would set. */
export interface UpsellControls {
  quantity: number;
  canAdd: boolean;
  canRemove: boolean;
  /** The quantity after one plus: the minimum when none is chosen yet. */
  added: number;
  /** The quantity after one minus: 0 (removed) from the minimum, since fewer is not allowed. */
  removed: number;
}

type UpsellLimits = Pick<Upsell, 'id' | 'minimumQuantity' | 'maximumQuantity'>;

/** How many of an extra are chosen: 0 when it is not. */
export function chosenQuantity(selected: readonly UpsellChoice[], id: string): number {
  return selected.find((choice) => choice.id === id)?.quantity ?? 0;
}

/** At least one: a minimum of 0 still means the first plus adds one. */
function minimumOf(upsell: UpsellLimits): number {
  return Math.max(1, upsell.minimumQuantity);
}

/**
 * The plus and minus of one extra (spec 1 §4 "Upsell rules"): plus stops at the maximum; while a
 * different extra is chosen both wait, unless the restaurant allows several kinds at once; the
 * first plus jumps to the minimum and a minus from the minimum removes the extra, because a
 * quantity between 0 and the minimum cannot be ordered.
 */
export function upsellControls(
  upsell: UpsellLimits,
  selected: readonly UpsellChoice[],
  allowMultiple: boolean,
): UpsellControls {
  const quantity = chosenQuantity(selected, upsell.id);
  const minimum = minimumOf(upsell);
  const otherChosen = selected.some((choice) => choice.id !== upsell.id && choice.quantity > 0);
  const blocked = otherChosen && !allowMultiple;
  const added = quantity === 0 ? minimum : quantity + 1;
  return {
    quantity,
    canAdd: !blocked && added <= upsell.maximumQuantity,
    canRemove: !blocked && quantity > 0,
    added,
    removed: quantity <= minimum ? 0 : quantity - 1,
  };
}

/** The choices with one extra set to a quantity; quantity 0 removes it. */
export function withUpsellQuantity(
  selected: readonly UpsellChoice[],
  id: string,
  quantity: number,
): UpsellChoice[] {
  const others = selected.filter((choice) => choice.id !== id);
  if (quantity <= 0) return others;
  const index = selected.findIndex((choice) => choice.id === id);
  const updated = { id, quantity };
  // Keep the extra where it was, so the summary does not reorder while the diner counts.
  return index === -1
    ? [...others, updated]
    : [...others.slice(0, index), updated, ...others.slice(index)];
}
