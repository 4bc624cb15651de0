/**
 * The download name from Content-Disposition (RFC 6266): filename*=UTF-8''… wins over filename="…".
 * Path parts are dropped, so a name can never point outside the downloads folder.
 */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)?'[^']*'([^;]+)/i.exec(header)
  let name: string | null = null
  if (extended) {
    try {
      name = decodeURIComponent(extended[1].trim())
    } catch {
      name = null
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header)
    name = plain ? (plain[1] ?? plain[2] ?? '').replace(/\\(.)/g, '$1').trim() : null
  }
  const base = name?.split(/[\\/]/).pop()?.trim()
  return base || fallback
}
