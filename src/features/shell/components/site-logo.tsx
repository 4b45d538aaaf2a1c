import Image from 'next/image';
import type { LayoutSettings } from '@/lib/content';

/** The brand's logo (or its name when it has none), the height of the header. */
export function SiteLogo({ settings, height = 40 }: { settings: LayoutSettings; height?: number }) {
  const { logo, siteName } = settings;
  if (!logo) return <span className="fs-4 fw-bold">{siteName}</span>;
  const width =
    logo.width && logo.height ? Math.round((logo.width / logo.height) * height) : height * 4;
  return <Image src={logo.url} alt={siteName} width={width} height={height} unoptimized priority />;
}
