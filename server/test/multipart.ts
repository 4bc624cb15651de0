import type { LightMyRequestResponse } from 'fastify'
import type { Agent } from './app'

/** Posts a multipart form the way a browser does (the body built by the platform's own FormData). */
export async function postForm(
  agent: Agent,
  url: string,
  fields: Record<string, string>,
  file?: { name: string; bytes: Uint8Array | Buffer; type?: string },
): Promise<LightMyRequestResponse> {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  if (file)
    form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name)
  const encoded = new Response(form)
  const body = Buffer.from(await encoded.arrayBuffer())
  return agent.request('POST', url, body, { headers: { 'content-type': encoded.headers.get('content-type') ?? '' } })
}
