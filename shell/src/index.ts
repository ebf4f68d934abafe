// The page-wide styles are linked from index.html itself, so a first screen sent with the page is drawn right.
import '@inercise/shared/tokens.css';
import '@inercise/shared/base.css';
import './shell.css';

// The federation boundary: shared singletons are negotiated before any application code runs.
import('./bootstrap');
