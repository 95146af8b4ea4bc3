/**
 * Every route the fuzz suite drives, one line each. `:token` becomes a push's token (a seeded one,
 * an unknown one, or junk), `:link` a download link's, `:user` a user's id (the other user, the
 * signed-in one, or junk). `kind` picks the status codes the route may answer.
 * A route added to the server is covered by adding its line here.
 */
export type RouteKind = 'api' | 'page' | 'download' | 'health' | 'metrics';

export interface FuzzRoute {
  path: string;
  kind: RouteKind;
  /** The methods it serves: drawn three times in four, any other method the fourth. */
  methods: string[];
}

export const FUZZ_ROUTES: FuzzRoute[] = [
  { path: '/api/v2/version', kind: 'api', methods: ['GET'] },
  { path: '/api/v2/pushes', kind: 'api', methods: ['POST'] },
  { path: '/api/v2/pushes.json', kind: 'api', methods: ['POST'] },
  { path: '/api/v2/pushes/active', kind: 'api', methods: ['GET'] },
  { path: '/api/v2/pushes/expired', kind: 'api', methods: ['GET'] },
  { path: '/api/v2/pushes/:token', kind: 'api', methods: ['GET', 'DELETE'] },
  { path: '/api/v2/pushes/:token.json', kind: 'api', methods: ['GET', 'DELETE'] },
  { path: '/api/v2/pushes/:token/preview', kind: 'api', methods: ['GET'] },
  { path: '/api/v2/pushes/:token/audit', kind: 'api', methods: ['GET'] },
  { path: '/p.json', kind: 'api', methods: ['POST'] },
  { path: '/f.json', kind: 'api', methods: ['POST'] },
  { path: '/r.json', kind: 'api', methods: ['POST'] },
  { path: '/p/:token.json', kind: 'api', methods: ['GET', 'DELETE'] },
  { path: '/p/:token/preview.json', kind: 'api', methods: ['GET'] },
  { path: '/p/:token/audit.json', kind: 'api', methods: ['GET'] },
  { path: '/p/active.json', kind: 'api', methods: ['GET'] },
  { path: '/p/expired.json', kind: 'api', methods: ['GET'] },
  { path: '/', kind: 'page', methods: ['GET', 'POST'] },
  { path: '/p/:token/preview', kind: 'page', methods: ['GET'] },
  { path: '/p/:token/r/preview', kind: 'page', methods: ['GET'] },
  { path: '/api', kind: 'page', methods: ['GET'] },
  { path: '/api/v2/openapi.json', kind: 'api', methods: ['GET'] },
  { path: '/p/:token', kind: 'page', methods: ['GET', 'POST'] },
  { path: '/p/:token/r', kind: 'page', methods: ['GET'] },
  { path: '/p/:token/delete', kind: 'page', methods: ['GET', 'POST'] },
  { path: '/p/:token/deleted', kind: 'page', methods: ['GET'] },
  { path: '/users/sign_in', kind: 'page', methods: ['GET', 'POST'] },
  { path: '/users/sign_out', kind: 'page', methods: ['POST'] },
  { path: '/users/token', kind: 'page', methods: ['GET', 'POST'] },
  { path: '/users/token/replace', kind: 'page', methods: ['GET'] },
  { path: '/favicon.ico', kind: 'page', methods: ['GET'] },
  { path: '/d', kind: 'page', methods: ['GET'] },
  { path: '/d/active', kind: 'page', methods: ['GET'] },
  { path: '/d/expired', kind: 'page', methods: ['GET'] },
  { path: '/p/:token/audit', kind: 'page', methods: ['GET'] },
  { path: '/p/:token/edit', kind: 'page', methods: ['GET', 'POST'] },
  { path: '/p/:token/expire', kind: 'page', methods: ['GET', 'POST'] },
  { path: '/users/account', kind: 'page', methods: ['GET'] },
  { path: '/users/account/password', kind: 'page', methods: ['POST'] },
  { path: '/users/account/language', kind: 'page', methods: ['POST'] },
  { path: '/users/account/sessions', kind: 'page', methods: ['POST'] },
  { path: '/users/account/delete', kind: 'page', methods: ['POST'] },
  { path: '/users/setup/:token', kind: 'page', methods: ['GET', 'POST'] },
  { path: '/users/invitation/:token', kind: 'page', methods: ['GET', 'POST'] },
  { path: '/admin', kind: 'page', methods: ['GET'] },
  { path: '/admin/invitations', kind: 'page', methods: ['POST'] },
  { path: '/admin/invitations/new', kind: 'page', methods: ['GET'] },
  { path: '/admin/invitations/:token/revoke', kind: 'page', methods: ['POST'] },
  { path: '/admin/users/:user/admin', kind: 'page', methods: ['POST'] },
  { path: '/admin/users/:user/remove', kind: 'page', methods: ['GET', 'POST'] },
  { path: '/f/:link', kind: 'download', methods: ['GET'] },
  { path: '/up', kind: 'health', methods: ['GET'] },
  { path: '/metrics', kind: 'metrics', methods: ['GET'] },
];

/** The answers each kind of route may give; anything else, a 5xx above all, fails the suite. */
export const ALLOWED_STATUS: Record<RouteKind, readonly number[]> = {
  api: [200, 201, 400, 401, 403, 404, 413, 422, 429],
  // 409: an edit or expiry of a push that already expired, removing the last administrator.
  page: [200, 303, 400, 401, 403, 404, 409, 413, 422, 429],
  download: [200, 404],
  health: [200, 404],
  metrics: [200, 403, 404],
};
