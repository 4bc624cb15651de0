import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import type { Db } from '../db/connect'
import { Agent } from './app'
import { buildBranch, buildStore, buildUser } from './factories'

// The world of the management tests: two branches, each with stores, staff and buyers, so every
// call can be tried from inside the branch and against the other one.

export const PASSWORD = 'rahasia1'

export async function buildManagementWorld(db: Db) {
  const jkt = await buildBranch(db)
  const bdg = await buildBranch(db)
  const store = await buildStore(db, jkt.id)
  const store2 = await buildStore(db, jkt.id)
  const storeBdg = await buildStore(db, bdg.id)
  const prefix = `m${jkt.code.slice(-4).toLowerCase()}`
  const user = (name: string, input: Parameters<typeof buildUser>[1]) =>
    buildUser(db, { ...input, username: `${prefix}.${name}`, password: PASSWORD })
  const staff = await user('staf', { roles: ['seller'], branchId: jkt.id })
  const staff2 = await user('staf2', { roles: ['seller'], branchId: jkt.id })
  const staffBdg = await user('stafbdg', { roles: ['seller'], branchId: bdg.id })
  const buyer = await user('beli', { roles: ['user'], storeId: store.id })
  const buyerBdg = await user('belibdg', { roles: ['user'], storeId: storeBdg.id })
  return { jkt, bdg, store, store2, storeBdg, staff, staff2, staffBdg, buyer, buyerBdg }
}

export async function signIn(app: FastifyInstance, username: string, password = PASSWORD): Promise<Agent> {
  const agent = new Agent(app)
  const res = await agent.login(username, password)
  if (res.statusCode !== 200) throw new Error(`login of ${username} failed: ${res.statusCode} ${res.body}`)
  return agent
}

/** An agent with the anonymous csrf token, so its calls reach the guards (401), not the csrf check. */
export async function anonymous(app: FastifyInstance): Promise<Agent> {
  const agent = new Agent(app)
  await agent.get('/api/auth/csrf')
  return agent
}

export interface FormFile {
  field?: string
  name: string
  bytes: Uint8Array | Buffer
  type?: string
}

/** A multipart form as a browser builds it; any number of files, in any field (default `image`). */
export async function postMultipart(
  agent: Agent,
  url: string,
  fields: Record<string, string>,
  files: FormFile[] = [],
): Promise<LightMyRequestResponse> {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  for (const file of files) {
    const blob = new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' })
    form.append(file.field ?? 'image', blob, file.name)
  }
  const encoded = new Response(form)
  const body = Buffer.from(await encoded.arrayBuffer())
  return agent.request('POST', url, body, { headers: { 'content-type': encoded.headers.get('content-type') ?? '' } })
}

let counter = 0
/** A username no other test of the file uses: 'nu' and a running number. */
export function freshUsername(): string {
  counter += 1
  return `nu${process.pid % 1000}x${counter}`
}

/** A complete, valid create-user form for a buyer of `storeId`. */
export function buyerForm(storeId: number, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    username: freshUsername(),
    first_name: 'Andi',
    last_name: 'Wijaya',
    role: 'user',
    mobile: '081234567890',
    password: 'rahasia1',
    confirm_password: 'rahasia1',
    email: '',
    address: '',
    landline: '',
    description: '',
    store_id: String(storeId),
    is_salesman: '0',
    ibs_salesman_code: '',
    ...overrides,
  }
}

/** A complete, valid create-user form for staff. */
export function staffForm(overrides: Record<string, string> = {}): Record<string, string> {
  return buyerForm(0, { role: 'seller', store_id: '0', ...overrides })
}

export const createUser = (agent: Agent, fields: Record<string, string>, files: FormFile[] = []) =>
  postMultipart(agent, '/api/seller/users?store=scrypt', fields, files)
