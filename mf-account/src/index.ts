// The federation boundary: the standalone QA page starts only after shared singletons are negotiated.
import('./standalone/bootstrap');
