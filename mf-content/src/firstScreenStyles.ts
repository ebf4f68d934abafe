// The styles the server's first screens are drawn with: every page of this team is drawn on the server, so every
// page's styles. The first-screen server links the application's own stylesheet (the ./app entry's CSS in
// mf-manifest.json) into the page, so these must stay in it, not move to their pages' chunks only: a first screen is
// styled before any page code has loaded, and a style arriving with the page's code would move what is on screen.
import './components/ui.module.css';
import './components/PageLoading.module.css';
import './features/home/HomePage.module.css';
import './features/articles/ArticleCard.module.css';
import './features/articles/ArticleList.module.css';
import './features/blog/BlogPage.module.css';
import './features/blog/CategoryLinks.module.css';
import './features/article/ArticlePage.module.css';
import './features/comments/ArticleComments.module.css';
import './features/inercise/InercisePage.module.css';
import './features/atlas/AtlasPage.module.css';
import './features/application/ApplicationPage.module.css';
import './features/partners/PartnersPage.module.css';
import './features/contact/ContactPage.module.css';
import './features/legal/LegalDocument.module.css';
import './features/qr/QrPage.module.css';
// The contact form's fields: the shared field's stylesheet alone (its code, and the form lifecycle, come with the form).
import '@inercise/shared/form-field.module.css';
