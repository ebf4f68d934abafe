import { useTranslation } from '@inercise/shared/react-i18n';
import type { AdminActor } from '@inercise/shared/admin';

/** Who made a back-office change, as the owner reads it: the admin's e-mail, or where else it came from. */
export function useActorName(): (actor: AdminActor) => string {
  const { t } = useTranslation('backoffice');
  return (actor) => {
    if (actor.source === 'commandLine') return t('order.commandLine');
    if (actor.source === 'system') return t('order.system');
    return actor.email ?? `#${actor.userId ?? '?'}`;
  };
}
