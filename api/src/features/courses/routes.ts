import * as endpoints from '@inercise/contracts/routes/courses';
import type { AppContext, TypedApp } from '../../context.ts';
import { currentUserId } from '../../http/auth.ts';
import { endpointRoute } from '../../http/endpointRoute.ts';
import { notFound } from '../../http/errors.ts';
import { listCourses, verifyCourseAccess } from './courseAccess.ts';

export const courseRoutes = (app: TypedApp, ctx: AppContext): void => {
  endpointRoute(app, ctx, endpoints.myCourses, async (request) =>
    listCourses(ctx.db, currentUserId(request), { secret: ctx.config.linkSecret, courseUrl: ctx.config.courseUrl }),
  );

  // The course pages ask what a link opens; the account it was granted to stays out of the answer.
  endpointRoute(app, ctx, endpoints.courseAccess, async (request) => {
    const access = await verifyCourseAccess(ctx.db, ctx.config.linkSecret, request.params.token);
    if (!access) throw notFound('courseAccessNotFound', 'token');
    return { productId: access.productId };
  });
};
