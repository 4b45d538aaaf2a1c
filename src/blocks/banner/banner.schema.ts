import type { z } from 'zod';
import { bannerModel } from './banner.model';

/** A banner tile (its fields: banner.model.ts): an in-page strip with a title, links and an image. */
export const bannerTileSchema = bannerModel.schema;
export type BannerTileProps = z.infer<typeof bannerTileSchema>;
