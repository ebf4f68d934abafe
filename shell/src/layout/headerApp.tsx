import { createApplication } from '@inercise/shared';
import { Header } from './Header';

export const { bootstrap, mount, unmount } = createApplication('shell-header', Header);
