import { MyCourseListSchema } from '../domain/course';
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
