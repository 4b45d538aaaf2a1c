import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { textFixture } from '@/blocks/text/text.fixture';
import { textSchema } from '@/blocks/text/text.schema';
import type { RenderedTile } from './rendered-tile';
import { tileFrameSchema } from './tile-frame.schema';
import { TileList } from './tile-list';

const textTile: RenderedTile = {
  kind: 'tile',
  id: 'fixture-text',
  key: 'text',
  frame: tileFrameSchema.parse({
    ...textFixture,
    backgroundColour: 'green',
    width: 6,
    tileId: 'fresh',
  }),
  props: textSchema.parse(textFixture),
};
const unknownTile: RenderedTile = {
  kind: 'unknown',
  id: 'u',
  name: 'Spinner on home',
  type: 'spinner',
};
const invalidTile: RenderedTile = {
  kind: 'invalid',
  id: 'i',
  name: 'Broken hero',
  key: 'hero',
  message: 'title: Required',
};

describe('TileList', () => {
  it('renders each tile in its frame: anchor, background colour and width', () => {
    const { container } = render(<TileList tiles={[textTile]} preview={false} />);
    const section = container.querySelector('section#fresh')!;
    expect(section).toHaveClass('tile', 'tile-bg-green', 'col-12', 'col-lg-6');
    expect(
      screen.getByRole('heading', { name: 'Made fresh, every day', level: 2 }),
    ).toBeInTheDocument();
  });

  it('tags tiles for the live preview inspector in preview only', () => {
    const { container, rerender } = render(<TileList tiles={[textTile]} preview={false} />);
    expect(container.querySelector('section')).not.toHaveAttribute('data-contentful-entry-id');
    rerender(<TileList tiles={[textTile]} preview />);
    expect(container.querySelector('section')).toHaveAttribute(
      'data-contentful-entry-id',
      'fixture-text',
    );
  });

  it("hydrates each tile on its own, in short tasks (HydrateInSlices): the server's HTML marks it", () => {
    const html = renderToString(
      <TileList tiles={[textTile, { ...textTile, id: 'second' }]} preview={false} />,
    );
    expect(html.match(/<section[^>]*><!--&-->/g)).toHaveLength(2);
    expect(html.match(/<!--\/&--><\/section>/g)).toHaveLength(2);
  });

  it('makes the first tile title the page when asked', () => {
    render(<TileList tiles={[textTile]} preview={false} firstTileTitlesPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Made fresh, every day');
  });

  it('shows nothing of unknown or invalid tiles to diners', () => {
    const { container } = render(<TileList tiles={[unknownTile, invalidTile]} preview={false} />);
    expect(container.querySelector('.row')).toBeEmptyDOMElement();
  });

  it('names unknown and invalid tiles in preview', () => {
    render(<TileList tiles={[unknownTile, invalidTile]} preview />);
    const notes = screen.getAllByRole('note').map((note) => note.textContent);
    expect(notes).toEqual([
      'Tile “Spinner on home” is not shown. The site has no block for tiles of type "spinner".',
      'Tile “Broken hero” is not shown. It is invalid: title: Required',
    ]);
  });

  it('keeps a tile that throws from breaking the page', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const broken: RenderedTile = { ...textTile, id: 'broken', props: { body: null } };
    render(<TileList tiles={[broken, { ...textTile, id: 'ok' }]} preview />);
    expect(screen.getByRole('note')).toHaveTextContent(
      /^Tile “broken” is not shown\. It failed to render/,
    );
    expect(screen.getByRole('heading', { name: 'Made fresh, every day' })).toBeInTheDocument();
  });
});
