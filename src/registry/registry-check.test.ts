import { z } from 'zod';
import type { RegistryCheck } from './registry-check';

// A test-only registry with a form tile: the compiler (npm run typecheck) checks these lines, so a
// check that stopped refusing a mismatch would fail the typecheck (@ts-expect-error unused).
const hero = { key: 'hero' as const, parse: z.object({ title: z.string() }) };
const contact = {
  key: 'form:contact' as const,
  parse: z.object({ enquiryTypes: z.array(z.string()) }),
};
type Tiles = typeof hero | typeof contact;
const HeroBlock = ({ title }: { title: string }) => title;
const ContactFormBlock = ({ enquiryTypes }: { enquiryTypes: string[] }) => enquiryTypes.join();

describe('RegistryCheck', () => {
  it('is tried on a registry whose blocks render what their schemas parse', () => {
    expect(HeroBlock(hero.parse.parse({ title: 'Ciao' }))).toBe('Ciao');
    expect(ContactFormBlock(contact.parse.parse({ enquiryTypes: ['feedback', 'others'] }))).toBe(
      'feedback,others',
    );
  });

  it('accepts two halves with the same keys, a form key among them, and matching props', () => {
    const check: RegistryCheck<
      Tiles,
      { hero: typeof HeroBlock; 'form:contact': typeof ContactFormBlock }
    > = true;
    expect(check).toBe(true);
  });

  it('names a form tile without its block, and a block without its definition', () => {
    const problems: RegistryCheck<
      Tiles,
      { hero: typeof HeroBlock; 'form:voucher': typeof HeroBlock }
    > = {
      'tiles without a block in tile-blocks.ts': 'form:contact',
      'blocks without a definition in tile-definitions.server.ts': 'form:voucher',
      'blocks that do not take the props their schema gives': undefined as never,
    };
    // @ts-expect-error the halves differ, so `true` is refused
    const check: RegistryCheck<Tiles, { hero: typeof HeroBlock }> = true;
    expect([problems['tiles without a block in tile-blocks.ts'], check]).toEqual([
      'form:contact',
      true,
    ]);
  });

  it('names a block that does not take what its schema gives', () => {
    const problems: RegistryCheck<
      Tiles,
      { hero: typeof HeroBlock; 'form:contact': typeof HeroBlock }
    > = {
      'tiles without a block in tile-blocks.ts': undefined as never,
      'blocks without a definition in tile-definitions.server.ts': undefined as never,
      'blocks that do not take the props their schema gives': 'form:contact',
    };
    expect(problems['blocks that do not take the props their schema gives']).toBe('form:contact');
  });
});
