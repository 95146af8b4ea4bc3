import { Hono } from 'hono';
import type { InstanceSettings } from '../../shared/settings.ts';
import { versionJson } from '../../shared/wire.ts';

export function versionRoutes(applicationVersion: string, settings: InstanceSettings) {
  return new Hono().get('/', (c) => c.json(versionJson(applicationVersion, settings)));
}
