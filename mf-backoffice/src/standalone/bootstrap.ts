import { startStandalone } from '@inercise/shared/standalone';
import '@inercise/shared/tokens.css';
import '@inercise/shared/base.css';

void startStandalone('mf-backoffice');
