import { defineTile } from '../shared/define-tile.server';
import { carouselModel } from './carousel.model';
import { applyCarouselSettings } from './carousel-settings';
import { carouselFixture } from './carousel.fixture';
import { carouselSchema } from './carousel.schema';

export const carouselTile = defineTile({
  model: carouselModel,
  parse: carouselSchema,
  fixture: carouselFixture,
  // Arrows and dots are a brand setting, not a tile field.
  load: async (props, { settings }) => applyCarouselSettings(props, settings),
});
