import { useState } from 'react';
import { useNavigate } from '@inercise/shared/router';
import { useLocalize } from '@inercise/shared';
import type { NoticeMessage } from './Notice';

/**
 * An editor page's notice, and what follows a save: the notice says it was saved, and a thing just created moves to
 * its own address (`<listRoute>/<id>`) in place of `…/new`, with the form as it was.
 */
export function useEditorNotice(listRoute: string) {
  const localize = useLocalize();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<NoticeMessage>(null);
  const announceSaved = (id: number, text: string, created: boolean) => {
    setNotice({ kind: 'done', text });
    if (created) void navigate(localize(`${listRoute}/${id}`), { replace: true });
  };
  return { notice, setNotice, announceSaved };
}
