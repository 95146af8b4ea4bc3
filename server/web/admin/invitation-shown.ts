import type { ShownOncePlace } from '../chrome/token-once.ts';

/** A new invitation's link waits here for the one GET that shows it, whether made or sent again. */
export const INVITATION_SHOWN: ShownOncePlace = {
  cookie: 'sp_new_invitation',
  path: '/admin/invitations/new',
};
