import { createApplication } from '@inercise/shared';
import { Footer } from './Footer';

export const { bootstrap, mount, unmount } = createApplication('shell-footer', Footer);
