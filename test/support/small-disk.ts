// A small, real disk for full-disk tests: a tmpfs of a few megabytes mounted in a temporary directory,
// filled to the last byte by a filler file and freed by deleting it. Mounting needs root (or
// CAP_SYS_ADMIN); where it is not permitted, `cannotMount` says why and the tests are skipped.
import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readdirSync, rmdirSync, rmSync, unlinkSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isProcessAlive } from '../../service/db/database';

const PREFIX = 'tt-disk-';

export interface SmallDisk {
  dir: string;
  /** Writes a filler file until the disk refuses another byte; returns how many bytes it took. */
  fill(): number;
  /** Deletes the filler file: the space is there again. */
  free(): void;
  unmount(): void;
}

function mountTmpfs(dir: string, sizeMb: number, owner?: { uid: number; gid: number }) {
  const options = [`size=${sizeMb}m`, 'mode=0700', ...(owner ? [`uid=${owner.uid}`, `gid=${owner.gid}`] : [])].join(',');
  execFileSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', dir], { stdio: 'pipe' });
}

function unmountQuietly(dir: string) {
  try {
    execFileSync('umount', ['-l', dir], { stdio: 'pipe' });
  } catch {
    // not mounted
  }
  try {
    rmdirSync(dir);
  } catch {
    // not empty (never mounted over) or gone
  }
}

/** Why a small disk cannot be mounted here, or undefined when it can. */
export function cannotMount(): string | undefined {
  const dir = mkdtempSync(path.join(tmpdir(), 'tt-probe-'));
  try {
    mountTmpfs(dir, 1);
    execFileSync('umount', [dir], { stdio: 'pipe' });
    return undefined;
  } catch (error) {
    const said = String((error as { stderr?: Buffer }).stderr ?? (error as Error).message).trim();
    return `a tmpfs cannot be mounted here (${process.getuid?.() === 0 ? 'running as root' : 'not running as root'}): ${said || 'mount failed'}`;
  } finally {
    unmountQuietly(dir);
  }
}

/** Unmounts the small disks of test processes that died before unmounting theirs. */
function unmountLeftovers() {
  for (const name of readdirSync(tmpdir())) {
    const pid = Number(/^tt-disk-(\d+)-/.exec(name)?.[1]);
    if (pid && pid !== process.pid && !isProcessAlive(pid)) unmountQuietly(path.join(tmpdir(), name));
  }
}

/**
 * A tmpfs of `sizeMb` megabytes; `owner` makes its root another user's (the PostgreSQL server's, for a
 * tablespace). The mount point's parent is readable by all, so that user can reach it.
 */
export function mountSmallDisk(sizeMb: number, owner?: { uid: number; gid: number }): SmallDisk {
  unmountLeftovers();
  const dir = mkdtempSync(path.join(tmpdir(), `${PREFIX}${process.pid}-`));
  mountTmpfs(dir, sizeMb, owner);
  const filler = path.join(dir, 'filler');
  return {
    dir,
    fill() {
      const fd = openSync(filler, 'a');
      let written = 0;
      try {
        // Big pieces first, then a page at a time, then a byte: no room is left over.
        for (const size of [1 << 20, 4096, 1]) {
          const piece = Buffer.alloc(size, 0xa5);
          try {
            for (;;) written += writeSync(fd, piece);
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
          }
        }
      } finally {
        closeSync(fd);
      }
      return written;
    },
    free() {
      rmSync(filler, { force: true });
    },
    unmount() {
      try {
        unlinkSync(filler);
      } catch {
        // already freed
      }
      unmountQuietly(dir);
    },
  };
}

/** The uid and gid of a local user, by name (the PostgreSQL server's `postgres`). */
export function userIds(name: string): { uid: number; gid: number } {
  return { uid: Number(execFileSync('id', ['-u', name]).toString().trim()), gid: Number(execFileSync('id', ['-g', name]).toString().trim()) };
}
