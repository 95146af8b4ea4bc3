import { Hono } from 'hono';
import { type Brand, PRODUCT_NAME } from '../brand/brand.ts';
import { apiDescription } from '../openapi/document.ts';

/** The description with the instance's name in its title, as the brand in force names it. */
const describedFor = (title: string) =>
  title === PRODUCT_NAME
    ? apiDescription
    : { ...apiDescription, info: { ...apiDescription.info, title: `${title} API` } };

/** `/api/v2/openapi.json` (the app strips `.json` from API paths before routing). */
export function openApiRoutes() {
  return new Hono<{ Variables: { brand?: Brand } }>().get('/', (c) =>
    c.body(JSON.stringify(describedFor(c.get('brand')?.title ?? PRODUCT_NAME)), 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
    }),
  );
}
