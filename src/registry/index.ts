// The registry's client-safe API. Its server half: prepare-tiles.server.ts (for page templates'
// data functions, src/templates) and tile-gallery.server.ts.
export type { RenderedTile } from './rendered-tile';
export { TileList } from './tile-list';
export { TileGallery, type TileGalleryProps } from './tile-gallery';
