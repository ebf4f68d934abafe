import { firstScreenDataBlock } from '@inercise/shared';
import { ARTICLE_COMMENTS_DATA_ID, type HandedComments } from './handedComments';

/** The markup that hands an article's approved comments from the server's first screen to the application. */
export const articleCommentsDataBlock = (handed: HandedComments): string => firstScreenDataBlock(ARTICLE_COMMENTS_DATA_ID, handed);
