import * as endpoints from '@inercise/contracts/routes/courses';
import type { AppContext, TypedApp } from '../../context.ts';
import { currentUserId } from '../../http/auth.ts';
import { endpointRoute } from '../../http/endpointRoute.ts';
import { listCourses } from './courseAccess.ts';

export const courseRoutes = (app: TypedApp, ctx: AppContext): void => {
  endpointRoute(app, ctx, endpoints.myCourses, async (request) =>
    listCourses(ctx.db, currentUserId(request), { secret: ctx.config.linkSecret, courseUrl: ctx.config.courseUrl }),
  );
};
