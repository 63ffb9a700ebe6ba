import { createHash } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { LRUCache } from 'lru-cache'

/**
 * An answer as the response cache keeps it: its body, type, the body's ETag, and until when
 * (epoch ms by the app's clock) it holds.
 */
export type CachedAnswer = {
  readonly contentType: string
  readonly etag: string
  readonly validUntilMs: number
  readonly body: string
}

/** A strong ETag of a body: the same body always has the same tag, on every server process. */
export const etagOf = (body: string): string =>
  `"${createHash('sha1').update(body).digest('base64url')}"`

// A line each for the type, the tag and the validity, then the body: a hit splits it in three
// searches, where JSON around a 200 KB body would be parsed whole on every hit.
export const encodeCachedAnswer = (answer: CachedAnswer): string =>
  `${answer.contentType}\n${answer.etag}\n${answer.validUntilMs}\n${answer.body}`

export const decodeCachedAnswer = (text: string): CachedAnswer => {
  const typeEnd = text.indexOf('\n')
  const tagEnd = text.indexOf('\n', typeEnd + 1)
  const validityEnd = text.indexOf('\n', tagEnd + 1)
  return {
    contentType: text.slice(0, typeEnd),
    etag: text.slice(typeEnd + 1, tagEnd),
    validUntilMs: Number(text.slice(tagEnd + 1, validityEnd)),
    body: text.slice(validityEnd + 1),
  }
}

/** Whether an Accept-Encoding header takes gzip (`gzip` or `*`, unless given q=0). */
export const acceptsGzip = (header: string | undefined): boolean =>
  (header ?? '').split(',').some((part) => {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';')
    const zeroQuality = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param))
    return (coding === 'gzip' || coding === '*') && !zeroQuality
  })

/** Whether an If-None-Match header names this ETag (weak or strong, alone or in a list, or `*`). */
export const holdsEtag = (header: string | undefined, etag: string): boolean =>
  (header ?? '')
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*')

// Smaller bodies fit a packet or two either way; compressing them costs more than it saves.
const minGzipBytes = 1024

/**
 * Answers a cacheable GET from its cached form: 304 when the client already holds this
 * ETag, else the body, gzipped once per ETag for clients that accept it (the compressed bodies
 * are kept in process, bounded in bytes) — so a hot answer is neither serialized nor
 * compressed again while it stays cached.
 */
export const createAnswerEncoder = (maxCompressedBytes = 32 * 1024 * 1024) => {
  const gzipped = new LRUCache<string, Buffer>({
    maxSize: maxCompressedBytes,
    sizeCalculation: (value, key) => value.length + key.length,
  })

  return (request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): string | Buffer => {
    reply
      .header('content-type', answer.contentType)
      .header('etag', answer.etag)
      .header('vary', 'accept-encoding')
    if (holdsEtag(request.headers['if-none-match'], answer.etag)) {
      reply.code(304)
      return ''
    }
    if (answer.body.length < minGzipBytes || !acceptsGzip(request.headers['accept-encoding'])) {
      return answer.body
    }
    let body = gzipped.get(answer.etag)
    if (body === undefined) {
      body = gzipSync(answer.body)
      gzipped.set(answer.etag, body)
    }
    reply.header('content-encoding', 'gzip')
    return body
  }
}
