import frame01 from '../../assets/media/discover-01.webp';
import frame02 from '../../assets/media/discover-02.webp';
import frame03 from '../../assets/media/discover-03.webp';
import frame04 from '../../assets/media/discover-04.webp';
import frame05 from '../../assets/media/discover-05.webp';
import frame06 from '../../assets/media/discover-06.webp';
import frame07 from '../../assets/media/discover-07.webp';
import frame08 from '../../assets/media/discover-08.webp';
import frame09 from '../../assets/media/discover-09.webp';
import frame10 from '../../assets/media/discover-10.webp';
import frame11 from '../../assets/media/discover-11.webp';
import frame12 from '../../assets/media/discover-12.webp';
import frame13 from '../../assets/media/discover-13.webp';
import frame14 from '../../assets/media/discover-14.webp';

/** The 14 turntable frames of the device (docs/product-rules.md#content-pages), every 360/14 degrees. */
export const discoverFrames = [
  frame01, frame02, frame03, frame04, frame05, frame06, frame07,
  frame08, frame09, frame10, frame11, frame12, frame13, frame14,
];
