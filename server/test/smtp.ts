import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'

// The SMTP peer of the e-mail tests (smtp-server in the test's own process): it keeps what it
// receives; with a certificate it offers STARTTLS as a company mail server with its own CA does.

export interface ReceivedMail {
  to: string[]
  raw: string
  /** it came over TLS */
  secure: boolean
}

/** A self-signed certificate for 127.0.0.1 in a temporary folder: the server's and, as its own CA, the CA file. */
export function selfSignedCertificate(): { dir: string; keyFile: string; certFile: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'smtp-cert-'))
  const keyFile = path.join(dir, 'key.pem')
  const certFile = path.join(dir, 'cert.pem')
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-subj',
      '/CN=mail.dealer.test',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-days',
      '1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  )
  return { dir, keyFile, certFile }
}

export class TestSmtp {
  received: ReceivedMail[] = []
  private server: SMTPServer | null = null
  port = 0

  /** `tls`: the server's key and certificate, offered by STARTTLS; without, plain SMTP only. */
  constructor(private readonly tls?: { keyFile: string; certFile: string }) {}

  async start(port = 0): Promise<void> {
    const tls = this.tls
    this.server = new SMTPServer({
      authOptional: true,
      ...(tls ? { key: fs.readFileSync(tls.keyFile), cert: fs.readFileSync(tls.certFile) } : { disabledCommands: ['STARTTLS'] }),
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = []
        stream.on('data', (c: Buffer) => chunks.push(c))
        stream.on('end', () => {
          this.received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
            secure: session.secure,
          })
          callback()
        })
      },
    })
    const server = this.server
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()))
    this.port = (server.server.address() as AddressInfo).port
  }

  async stop(): Promise<void> {
    const server = this.server
    this.server = null
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()))
  }
}

/** A received message as it was written: quoted-printable folds undone. */
export function readableMail(raw: string): string {
  return raw.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)))
}
