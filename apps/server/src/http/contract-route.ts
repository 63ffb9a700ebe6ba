import {
  mediaTypes,
  routeUrl,
  type BodyOf,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
  type RouteContract,
} from '@slatelab/contract/define-route'
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import './route-config'

/** The request a contract's handler reads: params, query and body as its schemas parse them. */
export type ContractRequest<C extends RouteContract> = Omit<
  FastifyRequest,
  'params' | 'query' | 'body'
> & {
  readonly params: ParamsOf<C>
  readonly query: QueryOf<C>
  readonly body: BodyOf<C>
}

/**
 * Answers the contract's response, or the reply itself once the handler has sent something
 * else (a file, an event stream).
 */
export type ContractHandler<C extends RouteContract> = (
  request: ContractRequest<C>,
  reply: FastifyReply,
) => Promise<ResponseOf<C> | FastifyReply> | ResponseOf<C> | FastifyReply

/** What a route adds to its contract on the server: caching. */
export type ServerRouteOptions = {
  readonly config?: Omit<FastifyContextConfig, 'auth'>
}

/**
 * Registers a route from its contract: URL, validation of params, query and body, the
 * response schema (with its example, for /docs), authentication, and the success status.
 * @example addRoute(app, healthzRoute, () => ({ status: 'ok' }))
 */
export const addRoute = <C extends RouteContract>(
  app: FastifyInstance,
  contract: C,
  handler: ContractHandler<C>,
  options: ServerRouteOptions = {},
): void => {
  const auth = contract.auth === 'none' ? undefined : contract.auth
  app.route({
    method: contract.method,
    url: routeUrl(contract),
    ...(contract.maxBodyBytes === undefined ? {} : { bodyLimit: contract.maxBodyBytes }),
    config: { ...options.config, ...(auth === undefined ? {} : { auth }) },
    schema: {
      tags: [contract.tag],
      summary: contract.summary,
      ...(contract.description === undefined ? {} : { description: contract.description }),
      ...(contract.params === undefined ? {} : { params: contract.params }),
      ...(contract.query === undefined ? {} : { querystring: contract.query }),
      ...(contract.body === undefined ? {} : { body: contract.body }),
      ...(contract.consumes === undefined ? {} : { consumes: [contract.consumes] }),
      produces: [contract.produces ?? mediaTypes.json],
      response: { [contract.status]: contract.response.meta({ examples: [contract.example] }) },
    },
    handler: async (request, reply) => {
      reply.code(contract.status)
      return handler(request as unknown as ContractRequest<C>, reply)
    },
  })
}
