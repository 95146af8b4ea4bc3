import { Hono } from 'hono';
import type { InstanceSettings } from '../../shared/settings.ts';
import { type VersionOffers, versionJson } from '../../shared/wire.ts';
import { apiJson } from '../http/api-json.ts';

export function versionRoutes(
  secretPushVersion: string,
  settings: InstanceSettings,
  offers: VersionOffers = {},
) {
  return new Hono().get('/', (c) => apiJson(c, versionJson(secretPushVersion, settings, offers)));
}
