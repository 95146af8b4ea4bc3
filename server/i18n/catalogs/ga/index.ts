import type { Catalog } from '../../catalog.ts';
import { account } from './account.ts';
import { activity, activityEvents } from './activity.ts';
import { admin } from './admin.ts';
import { adminUsers } from './admin-users.ts';
import { apiKeys } from './api-keys.ts';
import { apiPage } from './api-page.ts';
import { common } from './common.ts';
import { devices } from './devices.ts';
import { gate } from './gate.ts';
import { linkMail } from './link-mail.ts';
import { mail } from './mail.ts';
import { manage } from './manage.ts';
import { notify } from './notify.ts';
import { notifyPage } from './notify-page.ts';
import { passkeys } from './passkeys.ts';
import { policy } from './policy.ts';
import { pushForm } from './push-form.ts';
import { pushes } from './pushes.ts';
import { recipient } from './recipient.ts';
import { recovery } from './recovery.ts';
import { requestGate } from './request-gate.ts';
import { requests } from './requests.ts';
import { scim } from './scim.ts';
import { sealed } from './sealed.ts';
import { settings } from './settings.ts';
import { sso } from './sso.ts';
import { twoFactor } from './two-factor.ts';

export const ga: Catalog = {
  common,
  recipient,
  manage,
  pushForm,
  pushes,
  account,
  admin,
  adminUsers,
  apiPage,
  sealed,
  mail,
  recovery,
  twoFactor,
  sso,
  devices,
  notify,
  notifyPage,
  linkMail,
  requests,
  policy,
  settings,
  scim,
  activity,
  activityEvents,
  gate,
  apiKeys,
  requestGate,
  passkeys,
};
