// Browser storage can throw (private mode, disabled storage, quota); the portal must keep working.
type StorageKind = 'local' | 'session'

function storageOf(kind: StorageKind): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage
  } catch {
    return null
  }
}

export function readStored(kind: StorageKind, key: string): string | null {
  try {
    return storageOf(kind)?.getItem(key) ?? null
  } catch {
    return null
  }
}

export function writeStored(kind: StorageKind, key: string, value: string): void {
  try {
    storageOf(kind)?.setItem(key, value)
  } catch {
    // Not remembering is acceptable; failing the action is not.
  }
}

export function removeStored(kind: StorageKind, key: string): void {
  try {
    storageOf(kind)?.removeItem(key)
  } catch {
    // See writeStored.
  }
}

export function clearStored(kind: StorageKind): void {
  try {
    storageOf(kind)?.clear()
  } catch {
    // See writeStored.
  }
}
