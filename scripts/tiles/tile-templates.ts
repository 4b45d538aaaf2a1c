import { formCopy } from './form-templates';
import { formNames, type FormNames, type TileNames } from './tile-names';

/**
 * The files of a new tile type, by path: a block with a title and a subtitle (fields every tile
 * has) and, for a form tile, its form (form-templates.ts), its schema, its fixture, its definition
 * and its test. Each typechecks and passes as written; the developer then gives the tile its own
 * fields and look.
 */
export function tileFiles(names: TileNames): Record<string, string> {
  const { folder, stem, Stem, block, title } = names;
  const dir = `src/blocks/${folder}`;
  const subtitle = 'A new tile type, shown from its fixture.';
  const form = names.formType ? formNames(names.formType) : undefined;
  return {
    [`${dir}/${folder}-block.tsx`]: form ? formBlock(names, form) : plainBlock(names),
    [`${dir}/${folder}.schema.ts`]: `import { z } from 'zod';

/** The ${title.toLowerCase()} tile's props: its title and, optionally, a subtitle. */
export const ${stem}Schema = z.object({
  title: z.string().min(1),
  subtitle: z.string().optional(),
});
export type ${Stem}Props = z.infer<typeof ${stem}Schema>;
`,
    [`${dir}/${folder}.fixture.ts`]: `import type { TileEntry } from '@/lib/content';

export const ${stem}Fixture: TileEntry = {
  id: 'fixture-${folder}',
  contentType: 'tile',
  type: '${names.type}',${names.formType ? `\n  formType: '${names.formType}',` : ''}
  key: 'Fixture: ${title.toLowerCase()}',
  title: '${title}',
  subtitle: '${subtitle}',
};
`,
    [`${dir}/${folder}.tile.server.ts`]: `import { defineTile } from '../shared/define-tile.server';
import { ${stem}Fixture } from './${folder}.fixture';
import { ${stem}Schema } from './${folder}.schema';

export const ${stem}Tile = defineTile({
  type: '${names.type}',${names.formType ? `\n  formType: '${names.formType}',` : ''}
  parse: ${stem}Schema,
  fixture: ${stem}Fixture,
});
`,
    [`${dir}/${folder}-block.test.tsx`]: `import { render, screen } from '@testing-library/react';
import { ${block} } from './${folder}-block';
import { ${stem}Fixture } from './${folder}.fixture';
import { ${stem}Schema } from './${folder}.schema';

describe('${block}', () => {
  it('shows its title and subtitle${form ? ', and its form' : ''}', () => {
    render(<${block} {...${stem}Schema.parse(${stem}Fixture)} />);
    expect(screen.getByRole('heading', { name: '${title}', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('${subtitle}')).toBeInTheDocument();${
      form
        ? `\n    expect(screen.getByRole('button', { name: '${formCopy.send}' })).toBeInTheDocument();`
        : ''
    }
  });
});

describe('${stem}Schema', () => {
  it('needs a title', () => {
    const untitled = { ...${stem}Fixture, title: undefined };
    expect(${stem}Schema.safeParse(untitled).success).toBe(false);
  });
});
`,
  };
}

/** One value a migration adds to a field's allowed values. */
export interface AllowedValue {
  field: 'type' | 'formType';
  value: string;
}

/** The migration that adds a tile's type and form type to the model, if they are new. */
export function tileMigration(names: TileNames, added: AllowedValue[]): string {
  const calls = added.map(
    ({ field, value }) => `  await allowValues(migration, makeRequest, {
    contentType: 'tile',
    field: '${field}',
    values: ['${value}'],
  });
`,
  );
  const what = added.map(({ field, value }) => `${field} "${value}"`).join(' and ');
  return `// The ${names.title.toLowerCase()} tile, src/blocks/${names.folder}/ (written by npm run new-tile).
// Allows ${what} on tiles, after the values the space allows already.
const { allowValues } = require('./lib/allow-values');

module.exports = async function (migration, { makeRequest }) {
${calls.join('')}};
`;
}

function plainBlock({ folder, Stem, block, title }: TileNames): string {
  return `import { Heading } from '@/lib/ui';
import type { ${Stem}Props } from './${folder}.schema';

/** The ${title.toLowerCase()} tile: its title, and its subtitle below. */
export function ${block}({ title, subtitle }: ${Stem}Props) {
  return (
    <div className="container py-5">
      <Heading className="mb-3">{title}</Heading>
      {subtitle && <p className="lead mb-0">{subtitle}</p>}
    </div>
  );
}
`;
}

/** A form tile's block: its title and introduction above the form, from the form's feature. */
function formBlock({ folder, Stem, block, title }: TileNames, form: FormNames): string {
  return `import { ${form.Stem}Form } from '@/features/${form.feature}';
import { Heading } from '@/lib/ui';
import type { ${Stem}Props } from './${folder}.schema';

/** The ${title.toLowerCase()} tile: its title and introduction, and the form. */
export function ${block}({ title, subtitle }: ${Stem}Props) {
  return (
    <div className="container py-5">
      <div className="tile-text mx-auto">
        <Heading className="mb-3">{title}</Heading>
        {subtitle && <p className="lead">{subtitle}</p>}
        <${form.Stem}Form />
      </div>
    </div>
  );
}
`;
}
