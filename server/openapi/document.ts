import { operations } from './operations.ts';
import { schemas } from './schemas.ts';

/** The OpenAPI 3.1 description of /api/v2, served as JSON and rendered as the API page. */
export const apiDescription = {
  openapi: '3.1.0',
  info: {
    title: 'Secret Push API',
    version: '2.1',
    summary: "Password Pusher's JSON API v2, as this server speaks it.",
    description:
      'Every path also answers with `.json` appended. Answers are JSON and never cached. A token that ' +
      'matches no user is refused (401) on every operation but the version; when the server does not ' +
      'allow anonymous use, every operation but the version and this description needs a token. ' +
      "Past the server's per-client request limits any operation answers 429 with `Retry-After`.",
  },
  servers: [{ url: '/' }],
  tags: [
    { name: 'Pushes', description: 'Create, read and expire secret links.' },
    { name: 'Your pushes', description: 'What you pushed with your token, and who opened it.' },
    { name: 'Server', description: 'What this server is and offers.' },
  ],
  paths: operations,
  components: {
    schemas,
    securitySchemes: {
      bearer: {
        type: 'http',
        scheme: 'bearer',
        description:
          'Your API token, or a named API key from the token page, as `Authorization: Bearer <token>`. A key may do only what its scope allows: `read` (lists, audit logs and previews), `push` (create and expire your pushes and requests) or `all` (everything you may do).',
      },
      userEmail: {
        type: 'apiKey',
        in: 'header',
        name: 'X-User-Email',
        description: "Password Pusher's older pair: your e-mail, with X-User-Token.",
      },
      userToken: {
        type: 'apiKey',
        in: 'header',
        name: 'X-User-Token',
        description: 'Your API token, with X-User-Email.',
      },
    },
  },
} as const;

export type ApiDescription = typeof apiDescription;
