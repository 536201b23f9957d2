import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { AppError } from './errors.js';

/**
 * Refuses what no field of ours can hold, before any route (better-auth included) sees it:
 * JSON nested deeper than any real request, NUL characters (Postgres text cannot store them)
 * and lone UTF-16 surrogates (not Unicode at all).
 */
export const MAX_JSON_DEPTH = 64;

/**
 * Counts nesting in the raw text, outside strings, before parsing: a body 100,000 levels deep is
 * refused in one linear pass and never reaches code that recurses.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return false;
}

type TextProblem = 'a NUL character' | 'an unpaired surrogate (text that is not valid Unicode)';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function problemIn(text: string): TextProblem | undefined {
  if (text.includes('\u0000')) return 'a NUL character';
  if (LONE_SURROGATE.test(text)) return 'an unpaired surrogate (text that is not valid Unicode)';
  return undefined;
}

/** The first bad string in a parsed value (keys included), with its path; iterative, so depth cannot hurt. */
export function findBadText(value: unknown, root = 'body'): { path: string; problem: TextProblem } | undefined {
  const stack: { value: unknown; path: string }[] = [{ value, path: root }];
  while (stack.length) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      const problem = problemIn(current);
      if (problem) return { path, problem };
    } else if (current && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const childPath = Array.isArray(current) ? `${path}[${key}]` : `${path}.${key}`;
        const keyProblem = problemIn(key);
        // The bad key itself is not echoed back.
        if (keyProblem) return { path: `a field name in ${path}`, problem: keyProblem };
        stack.push({ value: child, path: childPath });
      }
    }
  }
  return undefined;
}

const badTextError = (found: { path: string; problem: TextProblem }) =>
  new AppError('BAD_REQUEST', `The text in ${found.path} contains ${found.problem}, which is not allowed. Remove it and try again.`, {
    field: found.path,
  });

export function registerRequestTextChecks(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      done(new AppError('BAD_REQUEST', `The request body is nested too deeply (the limit is ${MAX_JSON_DEPTH} levels).`), undefined);
      return;
    }
    parseJson(request, text, (error, parsed) => {
      if (error) return done(error, undefined);
      const found = findBadText(parsed);
      if (found) return done(badTextError(found), undefined);
      done(null, parsed);
    });
  });

  // Query strings and path parameters reach routes too (better-auth's GET links among them).
  // A callback hook, not an async one: it runs on every request, and an async hook costs each of
  // them a promise and a trip through the microtask queue for a check that never waits (issue 27).
  app.addHook('preValidation', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const found = findBadText(request.query, 'query') ?? findBadText(request.params, 'path');
    done(found ? badTextError(found) : undefined);
  });
}
