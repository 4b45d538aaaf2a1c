import { tileContentTypeId } from '../../src/lib/content';
import { formCopy } from './form-templates';
import { formNames, type FormNames, type TileNames } from './tile-names';

/**
 * The files of a new tile type, by path: a block with a title and a subtitle (fields every tile
 * has) and, for a form tile, its form (form-templates.ts), its model, schema, fixture, definition
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
    [`${dir}/${folder}.model.ts`]: `import { field } from '../shared/tile-fields';
import { defineTileModel } from '../shared/tile-model';

/** The ${title.toLowerCase()} tile's fields, declared once: its content type and its schema come from them. */
export const ${stem}Model = defineTileModel({
  type: '${names.type}',${names.formType ? `\n  formType: '${names.formType}',` : ''}
  description: '${title}: what the tile is for, in the words editors read.',
  fields: {
    title: field.text('Title', { required: true }),
    subtitle: field.text('Subtitle'),
  },
});
`,
    [`${dir}/${folder}.schema.ts`]: `import type { z } from 'zod';
import { ${stem}Model } from './${folder}.model';

/** The ${title.toLowerCase()} tile's props: its fields (${folder}.model.ts) as the site reads them. */
export const ${stem}Schema = ${stem}Model.schema;
export type ${Stem}Props = z.infer<typeof ${stem}Schema>;
`,
    [`${dir}/${folder}.fixture.ts`]: `import type { TileEntry } from '@/lib/content';

export const ${stem}Fixture: TileEntry = {
  id: 'fixture-${folder}',
  contentType: '${tileContentTypeId(names.type, names.formType)}',
  type: '${names.type}',${names.formType ? `\n  formType: '${names.formType}',` : ''}
  key: 'Fixture: ${title.toLowerCase()}',
  title: '${title}',
  subtitle: '${subtitle}',
};
`,
    [`${dir}/${folder}.tile.server.ts`]: `import { defineTile } from '../shared/define-tile.server';
import { ${stem}Fixture } from './${folder}.fixture';
import { ${stem}Model } from './${folder}.model';
import { ${stem}Schema } from './${folder}.schema';

export const ${stem}Tile = defineTile({
  model: ${stem}Model,
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
