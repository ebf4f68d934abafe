import { Picture } from '../../components/Picture';
import styles from './InercisePage.module.css';

interface Props {
  title: string;
  text: string;
  alt: string;
  webp: string;
  avif: string;
  /** Every other block puts its text on the right. */
  reversed: boolean;
  index: number;
}

/** One advantage: picture and text side by side, alternating sides down the page. */
export function AdvantageBlock({ title, text, alt, webp, avif, reversed, index }: Props) {
  return (
    <li className={reversed ? styles.advantageReversed : styles.advantage}>
      <div className={styles.advantageMedia}>
        <Picture webp={webp} avif={avif} alt={alt} width={800} height={600} className={styles.advantageImage} />
      </div>
      <div className={styles.advantageText}>
        <span className={styles.advantageIndex} aria-hidden="true">
          {String(index + 1).padStart(2, '0')}
        </span>
        <h3>{title}</h3>
        <p>{text}</p>
      </div>
    </li>
  );
}
