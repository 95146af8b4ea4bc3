import type { Catalog } from '../../catalog.ts';
import { english } from '../en/index.ts';

/**
 * British English: English's words, but for single quotes around a title and the present perfect
 * where British usage wants it. Anything added to English is British English too.
 */
export const enGb: Catalog = {
  ...english,
  manage: {
    ...english.manage,
    editHeading: 'Edit ‘{title}’',
    expireHeading: 'Expire ‘{title}’ now?',
    alreadyExpiredHeading: '‘{title}’ has already expired',
  },
  pushes: { ...english.pushes, auditHeading: 'Audit log of ‘{title}’', answerTo: 'Answer to ‘{title}’' },
  account: {
    ...english.account,
    passwordChanged: 'Your password has been changed. Every other session has been signed out.',
    sessionsEnded: 'Every other session has been signed out.',
    languageSaved: 'Your language setting has been saved.',
    setupIntro:
      'This server has no users yet. Create the first administrator: you can then invite the rest of your team.',
    invitationIntro:
      'You have been invited to this server as {email}. Choose a password to create your account.',
  },
};
