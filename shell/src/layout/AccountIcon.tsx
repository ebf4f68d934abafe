import { User } from 'lucide';
import { assetUrl, Icon, selectUser, useAppSelector } from '@inercise/shared';
import styles from './Header.module.css';

/** The account button's icon: the customer's own picture (64 px, drawn at 22) once they have one. */
export function AccountIcon() {
  const thumbnail = useAppSelector(selectUser)?.thumbnail;
  // Decorative: the button around it carries the name ("Account").
  if (thumbnail) return <img className={styles.avatar} src={assetUrl('thumbnail', thumbnail)} alt="" width={22} height={22} />;
  return <Icon icon={User} size={22} />;
}
