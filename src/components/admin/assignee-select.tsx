import type { ComponentProps } from 'react';
import { Select } from '@/components/ui/field';
import { deskText } from '@/content/desk';

/** « Attribuer à… »'s choices: no one, then each staff member (the desk's and the bulk actions'). */
export function AssigneeSelect({
  staff,
  ...props
}: { staff: { id: string; label: string }[] } & ComponentProps<typeof Select>) {
  return (
    <Select {...props}>
      <option value="">{deskText.nobody}</option>
      {staff.map((member) => (
        <option key={member.id} value={member.id}>
          {member.label}
        </option>
      ))}
    </Select>
  );
}
