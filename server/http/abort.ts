import type { FastifyReply } from 'fastify'

/**
 * A signal that fires when the browser goes away before the answer is sent (a superseded search,
 * a closed tab), so slow upstream calls stop. The request's own 'close' fires as soon as its body
 * is read, so the response is what is watched.
 */
export function abortWhenClientLeaves(reply: FastifyReply): AbortSignal {
  const controller = new AbortController()
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort()
  })
  return controller.signal
}
