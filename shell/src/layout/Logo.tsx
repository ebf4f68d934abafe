import logoUrl from '../assets/logo.svg';
import styles from './Header.module.css';

export function Logo() {
  return <img className={styles.logoImage} src={logoUrl} alt="Inercise" width={148} height={28} />;
}
