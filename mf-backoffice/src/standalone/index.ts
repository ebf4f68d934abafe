// The federation boundary of the standalone QA page: shared singletons are negotiated before any page code runs.
import('./bootstrap');
