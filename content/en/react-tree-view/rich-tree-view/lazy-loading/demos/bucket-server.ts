/**
 * A fake object-storage server that runs in the browser, for the lazy loading demos.
 *
 * It lists the `media-archive` bucket one folder at a time, like a real storage API, with
 * latency and an outage switch. Everything is deterministic: the bucket's content is derived
 * from fixed rules, and the latency of the n-th request comes from a seeded generator, so two
 * visits see the same folders, files and timings.
 */

/** One entry of a folder listing. */
export interface BucketEntry {
  /** The full key (`photos/2024/07/`); unique in the bucket. */
  id: string;
  /** The last segment of the key. */
  label: string;
  kind: 'folder' | 'file';
  /** How many entries the folder holds (0 for files). The tree reads it to show an arrow. */
  childrenCount: number;
  /** Size in bytes, for files. */
  size?: number;
}

export interface RequestLogEntry {
  /** Increments with each request of a server. */
  sequence: number;
  /** The folder listed, or `null` for the top level. */
  folder: string | null;
  status: 'pending' | 'ok' | 'failed';
  /** The latency of this request, in milliseconds. */
  latency: number;
}

export interface BucketServerOptions {
  /** Typical latency in milliseconds; each request takes between 75% and 125% of it. */
  latency?: number;
  /** Starts the server in outage mode, where every request fails. */
  failing?: boolean;
}

const MONTHS = [
  '01',
  '02',
  '03',
  '04',
  '05',
  '06',
  '07',
  '08',
  '09',
  '10',
  '11',
  '12',
];

function file(parent: string, name: string, size: number): BucketEntry {
  return {
    id: `${parent}${name}`,
    label: name,
    kind: 'file',
    childrenCount: 0,
    size,
  };
}

/** The listing of a folder, computed from its key. Unknown keys list nothing. */
function listFolder(folder: string | null): BucketEntry[] {
  const folders = (parent: string, names: string[]) =>
    names.map((name) => {
      const id = `${parent}${name}/`;
      return {
        id,
        label: `${name}/`,
        kind: 'folder' as const,
        childrenCount: listFolder(id).length,
      };
    });

  if (folder === null) {
    return [
      ...folders('', ['photos', 'invoices', 'exports']),
      file('', 'README.txt', 1_204),
    ];
  }
  if (folder === 'photos/') return folders(folder, ['2023', '2024', '2025']);
  if (folder === 'invoices/') return folders(folder, ['2024', '2025']);
  if (folder === 'exports/') {
    return [
      file(folder, 'customers.csv', 3_481_600),
      file(folder, 'orders.csv', 12_902_400),
      file(folder, 'products.json', 845_312),
    ];
  }
  const photoYear = /^photos\/(\d{4})\/$/.exec(folder);
  if (photoYear) {
    const year = Number(photoYear[1]);
    // The current year only has its first four months.
    return folders(folder, year === 2025 ? MONTHS.slice(0, 4) : MONTHS);
  }
  const photoMonth = /^photos\/(\d{4})\/(\d{2})\/$/.exec(folder);
  if (photoMonth) {
    const year = Number(photoMonth[1]);
    const month = Number(photoMonth[2]);
    const count = ((year * 7 + month * 3) % 6) + 2;
    return Array.from({ length: count }, (_, index) => {
      const number = String((month * 100 + index * 17 + year) % 10_000).padStart(
        4,
        '0',
      );
      return file(
        folder,
        `IMG_${number}.jpg`,
        1_800_000 + ((index * 390_001 + month * 70_003) % 2_600_000),
      );
    });
  }
  const invoiceYear = /^invoices\/(\d{4})\/$/.exec(folder);
  if (invoiceYear) {
    const quarters = invoiceYear[1] === '2025' ? ['Q1'] : ['Q1', 'Q2', 'Q3', 'Q4'];
    return quarters.map((quarter, index) =>
      file(
        folder,
        `invoices-${invoiceYear[1]}-${quarter}.pdf`,
        420_000 + index * 61_440,
      ),
    );
  }
  return [];
}

/** A small seeded generator (mulberry32), so latencies are the same on every visit. */
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export type BucketServer = ReturnType<typeof createBucketServer>;

/**
 * Creates a server. Create one per demo (in `React.useState`), so that its settings and its
 * request log belong to that demo.
 */
export function createBucketServer(options: BucketServerOptions = {}) {
  let latency = options.latency ?? 800;
  let failing = options.failing ?? false;
  let sequence = 0;
  let log: RequestLogEntry[] = [];
  const random = seededRandom(20250417);
  const listeners = new Set<() => void>();

  const update = (entry: RequestLogEntry) => {
    const known = log.some((other) => other.sequence === entry.sequence);
    log = known
      ? log.map((other) => (other.sequence === entry.sequence ? entry : other))
      : [entry, ...log].slice(0, 8);
    listeners.forEach((listener) => listener());
  };

  return {
    /**
     * Lists a folder: `undefined` (or no argument) for the top level, otherwise the folder's
     * key. Resolves after the latency, or rejects when the server is in outage mode.
     */
    fetchChildren(folder?: string): Promise<BucketEntry[]> {
      sequence += 1;
      const entry: RequestLogEntry = {
        sequence,
        folder: folder ?? null,
        status: 'pending',
        latency: Math.round(latency * (0.75 + random() * 0.5)),
      };
      const failThisRequest = failing;
      update(entry);
      return new Promise((resolve, reject) => {
        setTimeout(() => {
          if (failThisRequest) {
            update({ ...entry, status: 'failed' });
            reject(
              new Error(
                `503 Service Unavailable: could not list ${folder ?? 'the bucket'}`,
              ),
            );
          } else {
            update({ ...entry, status: 'ok' });
            resolve(listFolder(folder ?? null));
          }
        }, entry.latency);
      });
    },
    setLatency(milliseconds: number) {
      latency = milliseconds;
    },
    setFailing(value: boolean) {
      failing = value;
    },
    /** The last eight requests, newest first. */
    getLog(): readonly RequestLogEntry[] {
      return log;
    },
    /** Calls `listener` after each change of the log; returns a function that unsubscribes. */
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** `3481600` → `3.3 MB`. */
export function formatBytes(size: number): string {
  if (size < 1024) return `${size} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = size / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}
