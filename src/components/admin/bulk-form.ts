/** The id of the bulk actions' form (bulk-actions.tsx), which the cards' boxes name in their `form` attribute. */
export const BULK_FORM = 'bulk-actions';
