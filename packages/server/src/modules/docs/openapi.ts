import fastifySwagger, { type SwaggerTransform } from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * The tag of each operation, by the first matching path prefix: the reference groups the API as
 * the trust's domains do, and a module added later still lands under its own first path segment.
 */
const TAGS: [prefix: string, tag: string][] = [
  ['/api/login', 'Sign-in and admins'],
  ['/api/verify', 'Sign-in and admins'],
  ['/api/logout', 'Sign-in and admins'],
  ['/api/password', 'Sign-in and admins'],
  ['/api/register', 'Staff accounts'],
  ['/api/users', 'Staff accounts'],
  ['/api/two-step', 'Sign-in and admins'],
  ['/api/sign-in-rules', 'Staff accounts'],
  ['/api/settings', 'Settings'],
  ['/api/health', 'Settings'],
  ['/api/ready', 'Settings'],
  ['/api/master/subscription/', 'Fees'],
  ['/api/master/group/', 'Fees'],
  ['/api/master', 'Members'],
  ['/api/department', 'Members'],
  ['/api/member-overview/', 'Members'],
  ['/api/dependent', 'Dependents'],
  ['/api/mediclaim/reports/', 'Reports'],
  ['/api/subscription/reports/', 'Reports'],
  ['/api/reports/', 'Reports'],
  ['/api/mediclaim', 'Mediclaim'],
  ['/api/subscription', 'Membership subscription'],
  ['/api/print/', 'Receipts'],
  ['/api/misc/', 'Miscellaneous receipts'],
  ['/api/gpa-dependent', 'GPAIS (dependents)'],
  ['/api/gpa', 'GPAIS (members)'],
  ['/api/dashboard', 'Dashboard and renewals'],
  ['/api/renewals', 'Dashboard and renewals'],
  ['/api/audit', 'Audit trail'],
  ['/api/docs', 'API reference'],
];

/** What each answer means, by its status, for the reference's list of responses. */
const ANSWERS: Record<string, string> = {
  200: 'OK',
  201: 'Created: its key',
  400: 'Bad input: the message and the fields at fault',
  401: 'No valid bearer token',
  403: 'Your role does not allow this (or the account must first change its password or set up two-step sign-in), or the XSRF header does not match the cookie',
  404: 'No such record',
  409: 'Refused by a rule of the trust: the message says which',
  429: 'Too many attempts (sign-in: wait a few minutes; Aadhaar numbers not found: until tomorrow or an admin clears it)',
  500: 'The server failed; nothing was written',
};

function tagOf(url: string): string {
  const known = TAGS.find(([prefix]) => url.startsWith(prefix));
  return known ? known[1] : (url.split('/')[2] ?? 'other');
}

/**
 * Route schemas become OpenAPI through fastify-type-provider-zod (zod's own `toJSONSchema`, input
 * side for requests, transforms shown as their input). Only /api routes are documented: the web
 * app's files and the API's catch-all 404 are not operations. A schema zod cannot express must not
 * take the whole reference down, so such a route is listed without it.
 */
const documentRoute: SwaggerTransform = (document) => {
  const { url, route } = document;
  if (!url.startsWith('/api/') || url === '/api/*') return { schema: { hide: true }, url };
  let transformed: ReturnType<SwaggerTransform>;
  try {
    transformed = jsonSchemaTransform(document as Parameters<typeof jsonSchemaTransform>[0]);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    transformed = {
      schema: { summary: document.schema?.summary, description: `Its input schema cannot be shown: ${reason}` },
      url,
    };
  }
  const schema: Record<string, unknown> = { ...transformed.schema, tags: [tagOf(url)] };
  const answers = schema.response as Record<string, Record<string, unknown>> | undefined;
  for (const [status, answer] of Object.entries(answers ?? {})) {
    answer.description ??= ANSWERS[status];
  }
  // Everything needs the bearer token but the few public routes (login, verify, settings, health, ready), and a role.
  if (route.config?.public === true) schema.security = [];
  const role = route.config?.role;
  if (role) {
    schema['x-role'] = role;
    schema.description = [schema.description, `Needs the role ${role} or above (VIEWER < STAFF < ADMIN).`]
      .filter(Boolean)
      .join('\n\n');
  }
  return { schema, url: transformed.url ?? url };
};

/**
 * The rows answers share (MemberRow, ErrorAnswer, …), written once under components. The transform
 * writes an input twin of each as well; no request names one, so they are left out.
 */
const sharedSchemas: typeof jsonSchemaTransformObject = (document) => {
  const openapi = jsonSchemaTransformObject(document) as ReturnType<typeof jsonSchemaTransformObject> & {
    components?: { schemas?: Record<string, unknown> };
  };
  const schemas = openapi.components?.schemas ?? {};
  const named = JSON.stringify({ ...openapi, components: { ...openapi.components, schemas: {} } });
  for (const name of Object.keys(schemas)) {
    if (name.endsWith('Input') && !named.includes(`"#/components/schemas/${name}"`)) delete schemas[name];
  }
  return openapi;
};

/** Registered before the routes, so its onRoute hook sees every one of them. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const { trustName, version } = app.ctx.config;
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${trustName}: back office API`,
        version,
        description:
          'Every call but login, verify, settings, health and ready needs the header Authorization: Bearer <token> (from POST ' +
          '/api/login), and the role each operation names (x-role): VIEWER reads, STAFF also registers and takes ' +
          'payments, ADMIN may do everything. Input keys are matched case-insensitively. Errors answer ' +
          '{"error": true, "message": "..."}.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearerAuth: [] }],
    },
    transform: documentRoute,
    transformObject: sharedSchemas,
  });
}
