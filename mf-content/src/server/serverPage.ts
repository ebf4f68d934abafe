import type { FirstScreen, FirstScreenRequest } from '@inercise/shared/first-screen';

/** How the server draws one of this team's routes (`route` is the route's pattern, e.g. '/qr/:serialNumber'). */
export type ServerPage = (request: FirstScreenRequest, route: string) => Promise<FirstScreen>;
