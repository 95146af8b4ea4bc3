import type { Catalog } from '../../catalog.ts';
import { account } from './account.ts';
import { admin } from './admin.ts';
import { apiPage } from './api-page.ts';
import { common } from './common.ts';
import { manage } from './manage.ts';
import { pushForm } from './push-form.ts';
import { pushes } from './pushes.ts';
import { recipient } from './recipient.ts';
import { sealed } from './sealed.ts';

export const ja: Catalog = { common, recipient, manage, pushForm, pushes, account, admin, apiPage, sealed };
