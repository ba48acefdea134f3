import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { bodyLimitOf, type EndpointDefinition } from "../../contracts/endpoint";
import { parentMode, signedIn } from "./request-context";

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** A request to an endpoint: its params, query and body as its contract parsed them. */
export type EndpointRequest<E extends EndpointDefinition> = Omit<
  FastifyRequest,
  "params" | "query" | "body"
> & {
  params: Output<E["params"]>;
  query: Output<E["query"]>;
  body: Output<E["body"]>;
};

/** What a handler answers: the endpoint's success body, or the reply it already sent. */
export type EndpointAnswer<E extends EndpointDefinition> = z.input<E["response"]> | FastifyReply;

/** A handler that reads like a sentence: require the user, authorise, call the service, present. */
export type EndpointHandler<E extends EndpointDefinition> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointAnswer<E>> | EndpointAnswer<E>;

/** Route options beyond the contract (e.g. a rate limit). */
export type ServeOptions = { config?: FastifyContextConfig };

/**
 * Registers the route of an endpoint of the contracts' map: its method, path and schemas come
 * from the map (validated before the handler runs, the answer checked against its schema), a
 * signed-in endpoint answers 401 before validating anything (a parent-only one 403 without
 * parent mode), and the success status is the map's.
 */
export function serve<E extends EndpointDefinition>(
  app: FastifyInstance,
  definition: E,
  handler: EndpointHandler<E>,
  options: ServeOptions = {},
): void {
  const status = definition.status ?? 200;
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
      ? { preValidation: definition.parentOnly ? [signedIn, parentMode] : signedIn }
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
