import { applyCarouselSettings } from './carousel-settings';
import { carouselFixture } from './carousel.fixture';
import { carouselSchema } from './carousel.schema';

const carousel = carouselSchema.parse(carouselFixture);

describe('applyCarouselSettings', () => {
  it('shows the arrows and dots the site settings ask for', () => {
    expect(
      applyCarouselSettings(carousel, { carouselArrows: false, carouselDots: true }),
    ).toMatchObject({ showArrows: false, showDots: true, slides: carousel.slides });
    expect(
      applyCarouselSettings(carousel, { carouselArrows: true, carouselDots: false }),
    ).toMatchObject({ showArrows: true, showDots: false });
  });
});
