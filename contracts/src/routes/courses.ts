import { CourseAccessParamsSchema, CourseAccessSchema, MyCourseListSchema } from '../domain/course';
import { endpoint } from './endpoint';

export const myCourses = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/users/me/courses',
  auth: 'customer',
  response: MyCourseListSchema,
  refusals: [401],
  summary: "The logged-in buyer's courses: those of paid orders not refunded, each with its signed access link, newest first",
  tags: ['users'],
});

export const courseAccess = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/courses/access/:token',
  auth: 'public',
  params: CourseAccessParamsSchema,
  response: CourseAccessSchema,
  refusals: [400, 404],
  summary: "What a buyer's course link opens, for the course pages: 404 for a link not signed by the shop, or one whose order was refunded",
  tags: ['users'],
});
