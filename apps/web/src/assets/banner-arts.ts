import type { BannerSlide } from '@rrsp/contract';
import bannerLogistics from './banner-logistics.svg';
import bannerTea from './banner-tea-hills.svg';
import bannerTerraces from './banner-terraces.svg';

/** The portal's own illustrations, by the name a banner slide of the platform settings gives. */
export const BANNER_ART_IMAGES: Record<BannerSlide['art'], string> = {
  terraces: bannerTerraces,
  tea: bannerTea,
  logistics: bannerLogistics,
};
