import { BrowserRouter } from '@inercise/shared/router';
import { contentRoutes } from './routes/contentRoutes';
import { PageRoutes } from './routes/PageRoutes';

/** This team's application: its pages by route, each page's code fetched when it is first shown. */
export function App() {
  return (
    <BrowserRouter>
      <PageRoutes routes={contentRoutes} />
    </BrowserRouter>
  );
}
