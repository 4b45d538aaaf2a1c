import type { GetServerSideProps } from 'next';
import { TileGallery, type TileGalleryProps } from '@/registry';
import { getTileGalleryProps } from '@/registry/tile-gallery.server';

/** /_tiles (development and draft mode only): every registered tile from its fixture. */
export default function TilesRoute(props: TileGalleryProps) {
  return <TileGallery {...props} />;
}

export const getServerSideProps: GetServerSideProps<TileGalleryProps> = getTileGalleryProps;
