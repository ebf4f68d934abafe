import { createApplication } from '@inercise/shared';
import { NotFound } from './NotFound';

export const { bootstrap, mount, unmount } = createApplication('shell-not-found', NotFound);
