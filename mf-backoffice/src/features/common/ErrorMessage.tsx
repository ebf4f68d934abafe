import { useErrorText } from './errorText';
import styles from './backoffice.module.css';

/** Why an action failed, in the owner's language, said at once; nothing while there is no error (null). */
export function ErrorMessage({ error, className }: { error: unknown; className?: string }) {
  const errorText = useErrorText();
  if (error === null || error === undefined) return null;
  return (
    <p role="alert" className={className ? `${styles.error} ${className}` : styles.error}>
      {errorText(error)}
    </p>
  );
}
