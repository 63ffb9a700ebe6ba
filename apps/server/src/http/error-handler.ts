import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { HttpError } from './http-error'

/**
 * One error shape for every failure: `{ statusCode, error, message }`. A request that fails
 * its schema gets 400 with each bad field named (`body.email: Invalid email address`).
 */
export const installErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'request'
      const message = error.validation
        .map((issue) => {
          const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.')
          return `${where}${field ? `.${field}` : ''}: ${issue.message}`
        })
        .join('; ')
      return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message })
    }
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({
          statusCode: error.statusCode,
          error: statusName(error.statusCode),
          message: error.message,
        })
    }
    const statusCode = error.statusCode ?? 500
    if (statusCode >= 500) request.log.error({ err: error }, 'request failed')
    return reply.code(statusCode).send({
      statusCode,
      error: statusName(statusCode),
      message: statusCode >= 500 ? 'Internal Server Error' : error.message,
    })
  })
}

const statusNames: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
}

const statusName = (statusCode: number) => statusNames[statusCode] ?? 'Error'
