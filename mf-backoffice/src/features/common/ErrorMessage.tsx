import { useErrorText } from './errorText';
import styles from './backoffice.module.css';

/**
 * Why an action failed, in the owner's language, said at once; nothing while there is no error (null). The id lets a
 * field the refusal is about point at it.
 */
export function ErrorMessage({ error, className, id }: { error: unknown; className?: string; id?: string }) {
  const errorText = useErrorText();
  if (error === null || error === undefined) return null;
  return (
    <p id={id} role="alert" className={className ? `${styles.error} ${className}` : styles.error}>
      {errorText(error)}
    </p>
  );
}
