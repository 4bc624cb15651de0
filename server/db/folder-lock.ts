import fs from 'node:fs'
import path from 'node:path'

// The embedded database is one folder that one process may open at a time: a second opener (a
// command run while the portal is up) would corrupt it. The opener writes its pid into a lock
// file; a lock left by a process that is gone is taken over.

export class DataFolderBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Folder data ${dataDir} sedang dipakai oleh proses lain (pid ${pid}), misalnya portal yang sedang berjalan. ` +
        'Hentikan portal dahulu, atau jalankan perintah ini dengan DATABASE_URL ke PostgreSQL yang dipakai portal.',
    )
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists but belongs to someone else
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Takes the folder for this process; answers the way to give it back. */
export function lockDataFolder(dataDir: string): () => void {
  const file = path.join(dataDir, 'portal.lock')
  fs.mkdirSync(dataDir, { recursive: true })
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' })
      const release = () => {
        process.off('exit', release)
        if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.rmSync(file, { force: true })
      }
      process.on('exit', release)
      return release
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = Number(fs.readFileSync(file, 'utf8').trim())
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new DataFolderBusyError(dataDir, holder)
      }
      // left behind by a process that ended without cleaning up
      fs.rmSync(file, { force: true })
    }
  }
  throw new Error(`could not lock ${dataDir}`)
}
