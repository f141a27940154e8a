import { AdminSubpage } from '@/components/admin/admin-subpage';
import { adminMessages, cardText } from '@/content/admin';

/** A request that no longer exists (or an unknown word in its address), in the back-office's frame. */
export default function AdminNotFound() {
  return (
    <AdminSubpage heading={cardText.permalinkTitle} intro="" failed={false}>
      <p role="alert" className="rounded-xl border border-amber-200 bg-amber-50 p-4 font-semibold text-amber-900">
        {adminMessages.notFound}
      </p>
    </AdminSubpage>
  );
}
