import { areasFor, keepLinked, menusFor, occasionFor, occasionsOn, servesAt } from './occasions';
import { testRules } from './testing/test-rules';

const rules = testRules();

describe('occasions', () => {
  it('offers events only in their season, every year', () => {
    expect(occasionsOn(rules, '2026-10-01').map((o) => o.id)).toEqual(['table']);
    expect(occasionsOn(rules, '2026-12-05').map((o) => o.id)).toEqual(['table', 'christmas-party']);
    expect(occasionsOn(rules, '2027-12-24').map((o) => o.id)).toContain('christmas-party');
    expect(occasionsOn(rules, '2026-12-25').map((o) => o.id)).toEqual(['table']);
  });

  it('finds the named occasion on the date, or the standard one', () => {
    expect(occasionFor(rules, '2026-12-05')?.id).toBe('table');
    expect(occasionFor(rules, '2026-12-05', 'christmas-party')?.id).toBe('christmas-party');
    expect(occasionFor(rules, '2026-10-01', 'christmas-party')).toBeUndefined();
  });

  it('link groups: inclusive keeps only the linked, exclusive keeps the others', () => {
    const items = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(keepLinked(items, { type: 'inclusive', ids: ['b'] })).toEqual([{ id: 'b' }]);
    expect(keepLinked(items, { type: 'exclusive', ids: ['b'] })).toEqual([
      { id: 'a' },
      { id: 'c' },
    ]);
    expect(keepLinked(items, { type: 'inclusive', ids: ['z'] })).toEqual([]);
  });

  it('gives each occasion its menus and areas', () => {
    const [table, party] = rules.occasions;
    expect(menusFor(rules, table!).map((m) => m.id)).toEqual(['a-la-carte', 'set-menu']);
    expect(menusFor(rules, party!).map((m) => m.id)).toEqual(['christmas-menu']);
    expect(areasFor(rules, table!).map((a) => a.id)).toEqual(['restaurant', 'terrace']);
    expect(areasFor(rules, party!).map((a) => a.id)).toEqual(['restaurant']);
  });

  it('serves a menu with hours only to tables starting before its end: the set menu until 6pm', () => {
    const setMenu = rules.menus.find((menu) => menu.id === 'set-menu')!;
    expect(setMenu.servedUntil).toBe('18:00');
    expect(servesAt(setMenu, '17:45')).toBe(true);
    expect(servesAt(setMenu, '18:00')).toBe(false);
    expect(servesAt(setMenu, '19:30')).toBe(false);
    const aLaCarte = rules.menus.find((menu) => menu.id === 'a-la-carte')!;
    expect(servesAt(aLaCarte, '22:45')).toBe(true);
  });
});
