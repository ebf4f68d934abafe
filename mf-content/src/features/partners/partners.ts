import partner1 from '../../assets/media/partner-1.svg';
import partner2 from '../../assets/media/partner-2.svg';
import partner3 from '../../assets/media/partner-3.svg';

export type PartnerKey = 'kinetika' | 'halny' | 'ats';

export interface PartnerBlock {
  key: PartnerKey;
  logo: string;
  /** The partner's own website or social page. */
  href: string;
  /** Shown under the link so the visitor sees where it leads. */
  host: string;
}

/** The three partners of the partners page, in the order shown. */
export const partners: PartnerBlock[] = [
  { key: 'kinetika', logo: partner1, href: 'https://kinetika-fizjoterapia.pl', host: 'kinetika-fizjoterapia.pl' },
  { key: 'halny', logo: partner2, href: 'https://www.facebook.com/kshalny', host: 'facebook.com/kshalny' },
  { key: 'ats', logo: partner3, href: 'https://www.instagram.com/akademiatrenerowsily', host: 'instagram.com/akademiatrenerowsily' },
];
