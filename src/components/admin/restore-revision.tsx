'use client';

import { editorialText as text } from '@/content/editorial';
import { buttonVariants } from '@/components/ui/button-variants';
import { useAdminWrite } from './use-admin-write';

/** « Restaurer cette version »: the revision becomes the article's content again, as a new revision. */
export function RestoreRevision({ articleId, revisionId }: { articleId: string; revisionId: string }) {
  const { busy, send } = useAdminWrite<{ action: 'restore'; id: string; revisionId: string }>(
    '/api/admin/articles',
    text.restore,
  );
  return (
    <button
      type="button"
      className={buttonVariants({ variant: 'outline', size: 'sm', className: 'w-fit' })}
      disabled={busy !== null}
      onClick={() => void send('restore', { action: 'restore', id: articleId, revisionId }, { title: text.restored })}
    >
      {text.restore}
    </button>
  );
}
