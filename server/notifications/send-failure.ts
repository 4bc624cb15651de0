// Why a send failed, in words an operator can act on, and whether trying again may help. A mail
// server that cannot be reached or answers 4xx ('try later'), and a push service that is busy
// (429, 5xx) or silent, are temporary; a certificate that is not trusted, a refused login, a 5xx
// answer of a mail server and any other answer are refusals that stay until someone changes
// something.

export interface SendFailure {
  temporary: boolean
  reason: string
}

const REASON_MAX = 500
/** Node's and OpenSSL's codes of a certificate that does not check out */
const CERTIFICATE_CODE = /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER|ERR_TLS_CERT_ALTNAME/
/** codes of a server that could not be reached or went quiet */
const UNREACHABLE_CODE = /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|ECONNECTION|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|EPIPE)$/

interface TransportError {
  message?: string
  code?: string
  originalCode?: string
  responseCode?: number
  statusCode?: number
  errno?: number
}

export function describeFailure(channel: 'push' | 'email', error: unknown): SendFailure {
  const e = (error ?? {}) as TransportError
  const message = (e.message ?? '').trim() || 'gagal tanpa keterangan'
  const codes = [e.originalCode, e.code].filter((c): c is string => typeof c === 'string')
  const cut = (text: string) => text.slice(0, REASON_MAX)
  if (codes.some((c) => CERTIFICATE_CODE.test(c))) {
    return {
      temporary: false,
      reason: cut(
        channel === 'email'
          ? `Sertifikat TLS server e-mail tidak dipercaya (${message}). Atur SMTP_CA_FILE ke sertifikat CA server itu.`
          : `Sertifikat TLS layanan push tidak dipercaya (${message}).`,
      ),
    }
  }
  if (typeof e.responseCode === 'number') return { temporary: e.responseCode < 500, reason: cut(message) }
  if (typeof e.statusCode === 'number') {
    return { temporary: e.statusCode === 429 || e.statusCode >= 500, reason: cut(message) }
  }
  if (e.code === 'EAUTH') return { temporary: false, reason: cut(message) }
  const unreachable = codes.some((c) => UNREACHABLE_CODE.test(c)) || /timeout|tidak menjawab/i.test(message)
  return { temporary: unreachable, reason: cut(message) }
}
