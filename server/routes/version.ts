import { Hono } from 'hono';
import type { InstanceSettings } from '../../shared/settings.ts';
import { versionJson } from '../../shared/wire.ts';
import { apiJson } from '../http/api-json.ts';

export function versionRoutes(secretPushVersion: string, settings: InstanceSettings) {
  return new Hono().get('/', (c) => apiJson(c, versionJson(secretPushVersion, settings)));
}
