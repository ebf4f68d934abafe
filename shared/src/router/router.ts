// The router of every remote: one instance per page, shared through federation as `@inercise/shared/router`.
// A shared module is never tree-shaken, so sharing react-router itself would ship all of it (about 59 KB gzipped)
// to every page; sharing this module instead ships only the parts re-exported here. Need another part of
// react-router? Add it here, not as a direct import, or that remote would get a router context of its own.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
