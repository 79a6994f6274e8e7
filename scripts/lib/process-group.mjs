import { spawn } from 'node:child_process';
import fs from 'node:fs';

/**
 * Starts a command in its own process group, so that it and every worker it spawns can be
 * stopped together, and nothing else is touched.
 */
export function spawnGroup(command, args, options = {}) {
  return spawn(command, args, { detached: true, ...options });
}

export function stopGroup(child, signal = 'SIGTERM') {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(-child.pid, signal);
    } catch {
      clearTimeout(timer);
      resolve();
    }
  });
}

/** Resident memory (bytes) of every process in a process group, read from /proc. */
export function groupResidentBytes(pgid) {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name, which is in parentheses and may contain spaces.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue;
      const status = fs.readFileSync(`/proc/${entry}/status`, 'utf8');
      const rss = /VmRSS:\s+(\d+) kB/.exec(status);
      if (rss) total += Number(rss[1]) * 1024;
    } catch {
      // the process ended while we looked
    }
  }
  return total;
}
