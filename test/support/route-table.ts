import type { FastifySchema, HTTPMethods, RouteOptions } from 'fastify';
import { z } from 'zod';
import { AUTH_BODY_SCHEMAS } from '../../src/contract/accounts.js';
import { BODY_LIMIT_BYTES } from '../../src/server/app.js';
import { isApiRoute, isPublicRoute } from '../../src/server/http/route-access.js';

/** One method of one API route, as the app registered it. */
export interface ApiRoute {
  method: HTTPMethods;
  /** As registered, with `:params` and `*`. */
  pattern: string;
  /** A URL that reaches the route: every parameter filled with a value its schema accepts. */
  url: string;
  isPublic: boolean;
  /** The JSON body's schema, if the route declares one (better-auth's endpoints: ours, from the contract). */
  body?: z.ZodType;
  /** The route reads a file upload (multipart) rather than JSON. */
  upload: boolean;
  /** The largest body the route reads, in bytes. */
  bodyLimit: number;
  /** better-auth answers it (after our own checks), in its own error format. */
  betterAuth: boolean;
}

export const label = (route: Pick<ApiRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;

/**
 * Collects the app's routes through its `onRoute` option (pass `observer.onRoute` to buildApp's
 * deps). `reset()` before each build, since useTestApp builds a new app for every test.
 */
export function routeObserver() {
  let seen: RouteOptions[] = [];
  return {
    onRoute: (route: RouteOptions) => void seen.push(route),
    reset: () => void (seen = []),
    /** Every method of every /api route, better-auth's wildcard expanded to the endpoints we check bodies for. */
    apiRoutes: (): ApiRoute[] => seen.filter((route) => isApiRoute(route.url)).flatMap(expand),
  };
}

const SAMPLE_PARAMS = ['00000000-0000-4000-8000-000000000000', '1', 'SKU-1'];

/** A value for each `:param` that the route's own params schema accepts, so a request gets past the URL. */
function fillParams(pattern: string, schema: FastifySchema | undefined): string {
  const params = schema?.params instanceof z.ZodObject ? (schema.params.shape as Record<string, z.ZodType>) : {};
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const field = params[name];
    const value = field ? SAMPLE_PARAMS.find((sample) => field.safeParse(sample).success) : SAMPLE_PARAMS[0];
    if (value === undefined) throw new Error(`route-table: no sample value fits :${name} of ${pattern}; add one to SAMPLE_PARAMS`);
    return encodeURIComponent(value);
  });
}

function expand(route: RouteOptions): ApiRoute[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const schema = route.schema as (FastifySchema & { consumes?: string[] }) | undefined;
  const isPublic = isPublicRoute(route);
  const upload = schema?.consumes?.includes('multipart/form-data') ?? false;
  const body = schema?.body instanceof z.ZodType ? schema.body : undefined;
  const common = { pattern: route.url, isPublic, upload, bodyLimit: route.bodyLimit ?? BODY_LIMIT_BYTES, betterAuth: route.url === '/api/auth/*' };
  return methods.flatMap((method) => {
    if (common.betterAuth) {
      // better-auth's mount: one route, many endpoints. Those that take a body are the ones the
      // contract describes; a GET reaches better-auth's router with any path.
      if (method !== 'POST') return [{ ...common, method, url: '/api/auth/get-session' }];
      return Object.entries(AUTH_BODY_SCHEMAS).map(([endpoint, endpointBody]) => ({ ...common, method, url: `/api/auth${endpoint}`, body: endpointBody }));
    }
    return [{ ...common, method, url: fillParams(route.url, schema), body }];
  });
}

/** The methods that carry a request body. */
export const takesBody = (route: ApiRoute) => route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH';

const WRONG_VALUES: unknown[] = [42, 'text', true, { nested: 1 }, [1], null];

/**
 * For a body schema that is an object: each top-level field with a JSON value of the wrong type
 * for it (one its schema refuses). Fields that accept anything are left out.
 */
export function wrongTypedFields(body: z.ZodType): { field: string; value: unknown }[] {
  if (!(body instanceof z.ZodObject)) return [];
  return Object.entries(body.shape as Record<string, z.ZodType>).flatMap(([field, schema]) => {
    const value = WRONG_VALUES.find((candidate) => !schema.safeParse(candidate).success);
    return value === undefined ? [] : [{ field, value }];
  });
}
