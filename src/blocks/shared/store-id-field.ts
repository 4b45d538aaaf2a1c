import { field } from './tile-fields';

/** A restaurant's store id, as the booking strip and the group-booking form name one. */
export const storeIdField = (help: string) =>
  field.text('Restaurant store id', {
    pattern: { regexp: '^[0-9A-Za-z-]{1,20}$', message: 'A store id: letters, digits and hyphens' },
    help,
  });
