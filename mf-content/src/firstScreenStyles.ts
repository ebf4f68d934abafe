// The styles the server's first screens (the home hero, an article) are drawn with. The first-screen server links
// the application's own stylesheet (the ./app entry's CSS in mf-manifest.json) into the page, so these must stay in
// it, not move to their pages' chunks: a first screen is styled before any page code has loaded.
import './components/ui.module.css';
import './features/home/HomePage.module.css';
import './features/article/ArticlePage.module.css';
