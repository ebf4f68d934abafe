import { RequireLogin } from '../auth/RequireLogin';
import { useAccountPageMeta } from '../auth/useAccountPageMeta';
import { MyCourses } from './MyCourses';

/** /profile/courses: the courses the customer bought and may watch, for customers only. */
export function CoursesPage() {
  useAccountPageMeta('courses');
  return (
    <RequireLogin>
      <MyCourses />
    </RequireLogin>
  );
}
