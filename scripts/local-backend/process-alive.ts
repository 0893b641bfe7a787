import { readFileSync } from 'node:fs'

/**
 * Linux's view of a process (`/proc/<pid>/stat`): its state letter and start time (clock ticks since boot). Undefined
 * where /proc does not exist (macOS), or the process is gone.
 */
function procStat(pid: number): { state: string; startTicks: string } | undefined {
  try {
    // The command name (field 2) is in parentheses and may hold spaces: the fields after its last ')' are fixed.
    const after = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1)?.split(' ') ?? []
    return { state: after[0] ?? '', startTicks: after[19] ?? '' }
  } catch {
    return undefined
  }
}

/** When this process started, to tell it apart from a later process given the same pid. */
export const processStartTicks = (pid = process.pid): string | undefined => procStat(pid)?.startTicks

/**
 * Whether `pid` is still the running process that wrote a lock. A zombie (killed, not yet reaped by its parent: the
 * state right after `kill -9` of a child) is dead; so is a live process that started at another time (the pid was
 * reused). Without /proc, signal 0 says whether the pid exists at all.
 */
export function isRunning(pid: number, startTicks?: string): boolean {
  const stat = procStat(pid)
  if (stat) return !['Z', 'X', 'x'].includes(stat.state) && (startTicks === undefined || stat.startTicks === startTicks)
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
