import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { bodyLimitOf, type ChildRule, type EndpointDefinition } from "../../contracts/endpoint";
import type { UserRow } from "../db/schema/users";
import { parentMode, signedIn } from "./request-context";

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** A request to an endpoint: its params, query and body as its contract parsed them. */
export type EndpointRequest<E extends EndpointDefinition> = Omit<
  FastifyRequest,
  "params" | "query" | "body" | "child" | "standing"
> & {
  params: Output<E["params"]>;
  query: Output<E["query"]>;
  body: Output<E["body"]>;
} & (E["child"] extends ChildRule
    ? {
        /** The child the endpoint acts for, checked against its rule (ADR 065). */
        child: UserRow;
        standing: Standing;
      }
    : { child: UserRow | null; standing: Standing | null });

/** What a handler answers: the endpoint's success body, or the reply it already sent. */
export type EndpointAnswer<E extends EndpointDefinition> = z.input<E["response"]> | FastifyReply;

/** A handler that reads like a sentence: require the user, authorise, call the service, present. */
export type EndpointHandler<E extends EndpointDefinition> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointAnswer<E>> | EndpointAnswer<E>;

/** A login's standing with the child of a request (ADR 065). */
type Standing = NonNullable<FastifyRequest["standing"]>;

/**
 * The step of a child-scoped endpoint before its handler (family/access.ts, childGuard): finds
 * the request's child, checks the rule and puts the child on the request. `early` runs before
 * validation (ids that are ids only), the other after it.
 */
export type ChildGuard = (
  request: FastifyRequest,
  rule: ChildRule,
  early: boolean,
) => Promise<void>;

/**
 * Route options beyond the contract: a rate limit; for a child-scoped endpoint the step that
 * checks its rule (ADR 065).
 */
export type ServeOptions = { config?: FastifyContextConfig; child?: ChildGuard };

/**
 * Registers the route of an endpoint of the contracts' map: its method, path and schemas come
 * from the map (validated before the handler runs, the answer checked against its schema), a
 * signed-in endpoint answers 401 before validating anything (a parent-only one 403 without
 * parent mode), a child-scoped one checks the login's role for its child before the handler
 * (ADR 065), and the success status is the map's.
 */
export function serve<E extends EndpointDefinition>(
  app: FastifyInstance,
  definition: E,
  handler: EndpointHandler<E>,
  options: ServeOptions = {},
): void {
  const status = definition.status ?? 200;
  const rule = definition.child;
  const guard = options.child;
  if (rule && !guard) throw new Error(`${definition.method} ${definition.path}: no child guard`);
  const signedInHooks = definition.parentOnly ? [signedIn, parentMode] : [signedIn];
  // The child rule acts before validation on ids that are ids (so a login that may not write
  // hears 403, not a complaint about the rest of the body), and after it on what is left.
  const early = async (request: FastifyRequest) => {
    if (rule && guard) await guard(request, rule, true);
  };
  const late = async (request: FastifyRequest) => {
    if (rule && guard) await guard(request, rule, false);
  };
  app.route({
    method: definition.method,
    url: definition.path,
    schema: {
      ...(definition.params ? { params: definition.params } : {}),
      ...(definition.query ? { querystring: definition.query } : {}),
      ...(definition.body ? { body: definition.body } : {}),
      ...(definition.produces ? {} : { response: { [status]: definition.response } }),
    },
    // A body past the endpoint's limit is refused (413) before it is read or parsed.
    bodyLimit: bodyLimitOf(definition),
    ...(definition.access === "signed-in"
      ? {
          preValidation: rule ? [...signedInHooks, early] : signedInHooks,
          ...(rule ? { preHandler: late } : {}),
        }
      : {}),
    ...(options.config ? { config: options.config } : {}),
    handler: async (request, reply) => {
      // The contract's validator has parsed params, query and body into these shapes.
      const answer = await handler(request as unknown as EndpointRequest<E>, reply);
      // A handler that sent its own answer (a photo's bytes) returns the reply, or what awaiting
      // it gave (a reply is thenable): either way nothing more is sent.
      if (answer === reply || reply.sent) return reply;
      return reply.status(status).send(answer);
    },
  });
}
