import type { Language, PageHead, Seller } from '@inercise/shared';
import { shopOrganization } from '../../structuredData/shopOrganization';
import { webSiteData } from './webSiteData';

/**
 * Where the hero's poster is published for shared links: a JPEG, which every app that previews links reads (the
 * page itself shows AVIF and WebP). The build copies it there (webpack.config.cjs).
 */
const HOME_SHARE_IMAGE = 'share/home.jpg';

interface HomeFacts {
  language: Language;
  title: string;
  description: string;
  /** The shop's public origin. */
  origin: string;
  /** Where this bundle's files are served from. */
  publicPath: string;
  /** Who sells, when the API answered. */
  seller: Seller | null;
}

/** The home page's head: its texts, the hero's poster for shared links, and the shop and site it is the home of. */
export function homeHead({ language, title, description, origin, publicPath, seller }: HomeFacts): PageHead {
  return {
    title,
    description,
    image: new URL(HOME_SHARE_IMAGE, publicPath).href,
    type: 'website',
    structuredData: [shopOrganization(origin, seller), webSiteData(origin, language)],
  };
}
