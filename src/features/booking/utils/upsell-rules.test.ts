import { chosenQuantity, upsellControls, withUpsellQuantity } from './upsell-rules';

const prosecco = { id: 'prosecco', minimumQuantity: 2, maximumQuantity: 4 };
const cake = { id: 'cake', minimumQuantity: 0, maximumQuantity: 1 };

describe('upsellControls', () => {
  it('goes to the minimum on the first plus', () => {
    expect(upsellControls(prosecco, [], false)).toEqual({
      quantity: 0,
      canAdd: true,
      canRemove: false,
      added: 2,
      removed: 0,
    });
    // A minimum of 0 still adds one.
    expect(upsellControls(cake, [], false).added).toBe(1);
  });

  it('counts up one at a time and disables plus at the maximum', () => {
    expect(upsellControls(prosecco, [{ id: 'prosecco', quantity: 3 }], false)).toMatchObject({
      quantity: 3,
      canAdd: true,
      added: 4,
    });
    expect(upsellControls(prosecco, [{ id: 'prosecco', quantity: 4 }], false)).toMatchObject({
      quantity: 4,
      canAdd: false,
      canRemove: true,
    });
    expect(upsellControls(cake, [{ id: 'cake', quantity: 1 }], false).canAdd).toBe(false);
  });

  it('removes the extra with a minus from the minimum, and counts down above it', () => {
    expect(upsellControls(prosecco, [{ id: 'prosecco', quantity: 2 }], false).removed).toBe(0);
    expect(upsellControls(prosecco, [{ id: 'prosecco', quantity: 4 }], false).removed).toBe(3);
  });

  it('disables plus and minus while a different extra is chosen', () => {
    const selected = [{ id: 'cake', quantity: 1 }];
    expect(upsellControls(prosecco, selected, false)).toMatchObject({
      canAdd: false,
      canRemove: false,
    });
    // The chosen one keeps its controls.
    expect(upsellControls(cake, selected, false)).toMatchObject({ canAdd: false, canRemove: true });
  });

  it('allows several kinds at once when the restaurant does', () => {
    expect(upsellControls(prosecco, [{ id: 'cake', quantity: 1 }], true)).toMatchObject({
      canAdd: true,
      canRemove: false,
      added: 2,
    });
  });

  it('ignores a different extra left at quantity 0', () => {
    expect(upsellControls(prosecco, [{ id: 'cake', quantity: 0 }], false).canAdd).toBe(true);
  });

  it('cannot add an extra whose minimum is above its maximum', () => {
    const odd = { id: 'odd', minimumQuantity: 5, maximumQuantity: 3 };
    expect(upsellControls(odd, [], false).canAdd).toBe(false);
  });
});

describe('withUpsellQuantity', () => {
  const selected = [
    { id: 'a', quantity: 1 },
    { id: 'b', quantity: 2 },
    { id: 'c', quantity: 3 },
  ];

  it('adds a new extra at the end', () => {
    expect(withUpsellQuantity([], 'a', 2)).toEqual([{ id: 'a', quantity: 2 }]);
    expect(withUpsellQuantity(selected, 'd', 1)).toEqual([...selected, { id: 'd', quantity: 1 }]);
  });

  it('updates an extra in its place', () => {
    expect(withUpsellQuantity(selected, 'b', 5)).toEqual([
      { id: 'a', quantity: 1 },
      { id: 'b', quantity: 5 },
      { id: 'c', quantity: 3 },
    ]);
  });

  it('removes an extra set to 0', () => {
    expect(withUpsellQuantity(selected, 'b', 0)).toEqual([
      { id: 'a', quantity: 1 },
      { id: 'c', quantity: 3 },
    ]);
    expect(chosenQuantity(withUpsellQuantity(selected, 'b', 0), 'b')).toBe(0);
  });
});
