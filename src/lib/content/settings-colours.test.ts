import { settingsEntrySchema } from './settings.schema';

const read = (fields: Record<string, unknown>) =>
  settingsEntrySchema.parse({ siteId: 'tavola', siteName: 'Tavola', ...fields });

describe("the settings' colours", () => {
  it('keeps colours that read', () => {
    const settings = read({
      brandColour: '#7a1f2b',
      accentColour: '#f6c453',
      pageColour: '#fffaf2',
      widgetColour: '#ac4028',
    });
    expect(settings).toMatchObject({
      brandColour: '#7a1f2b',
      accentColour: '#f6c453',
      pageColour: '#fffaf2',
      widgetColour: '#ac4028',
      contentProblems: [],
    });
  });

  it('leaves out what is not a colour, and names it', () => {
    const settings = read({ brandColour: 'green', loadingColor: 'red;}body{display:none' });
    expect(settings.brandColour).toBeUndefined();
    expect(settings.loadingColor).toBeUndefined();
    expect(settings.contentProblems).toEqual([
      expect.objectContaining({
        field: 'brandColour',
        problem: expect.stringContaining('Expected a colour such as #244742'),
      }),
      expect.objectContaining({ field: 'loadingColor' }),
    ]);
  });

  it('refuses a brand or widget colour too pale for white text or to read on the page', () => {
    const settings = read({ brandColour: '#ca4b2f', widgetColour: '#b5cbb3' });
    expect(settings.brandColour).toBeUndefined();
    expect(settings.widgetColour).toBeUndefined();
    expect(settings.contentProblems?.map((problem) => problem.field)).toEqual([
      'brandColour',
      'widgetColour',
    ]);
    expect(settings.contentProblems?.[0]?.problem).toMatch(/reads at 4\.3:1, under 4\.5:1/);
  });

  it('checks the brand colour on the page colour the settings give', () => {
    // The bronze reads on a white page (4.6:1), not on an almond one (3.7:1).
    expect(read({ brandColour: '#ca4b2f', pageColour: '#ffffff' }).brandColour).toBe('#ca4b2f');
    const almond = read({ brandColour: '#ca4b2f', pageColour: '#f3e6d5' });
    expect(almond.pageColour).toBe('#f3e6d5');
    expect(almond.brandColour).toBeUndefined();
  });

  it('refuses a page colour black text does not read on at 10:1', () => {
    const settings = read({ pageColour: '#777777' });
    expect(settings.pageColour).toBeUndefined();
    expect(settings.contentProblems?.[0]?.problem).toMatch(/Expected a light colour/);
  });
});
