// Passes SIGINT and SIGTERM on to a child and every process it started in our process group. A supervisor's
// stop (SIGTERM to `npm start`) reaches only the top process, and pnpm does not pass it to the scripts it runs,
// so the API (and its PostgreSQL) kept running. Ctrl-C in a terminal signals the whole group the same way.
// Processes that left the group on purpose (the embedded PostgreSQL, stopped by the API) are left alone.
import { readdirSync, readFileSync } from 'node:fs';

/** pid → { ppid, pgrp } of every process, from /proc (Linux); empty elsewhere. */
function processTable() {
  const table = new Map();
  let entries = [];
  try {
    entries = readdirSync('/proc');
  } catch {
    return table;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name (field 2) may hold spaces and parentheses: the fields after its last ')'.
      const [, ppid, pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      table.set(Number(entry), { ppid: Number(ppid), pgrp: Number(pgrp) });
    } catch {
      // The process ended while we looked.
    }
  }
  return table;
}

/** The descendants of `pid` that are in process group `pgrp`, parents before children. */
export function descendantsInGroup(pid, pgrp) {
  const table = processTable();
  const found = [];
  const walk = (parent) => {
    for (const [child, info] of table) {
      if (info.ppid !== parent) continue;
      if (info.pgrp === pgrp) found.push(child);
      walk(child);
    }
  };
  walk(pid);
  return found;
}

/** The process group of this process (from /proc), or undefined where there is no /proc. */
function ownGroup() {
  return processTable().get(process.pid)?.pgrp;
}

/** Forwards SIGINT and SIGTERM to `child` and its descendants in our group until it exits. */
export function forwardSignals(child) {
  const group = ownGroup();
  const forward = (signal) => {
    const targets = group === undefined ? [child.pid] : descendantsInGroup(process.pid, group);
    for (const pid of targets) {
      try {
        process.kill(pid, signal);
      } catch {
        // Already gone.
      }
    }
  };
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  child.on('exit', () => {
    process.off('SIGINT', forward);
    process.off('SIGTERM', forward);
  });
}
